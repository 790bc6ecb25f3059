import type { User } from '@shared/contracts/auth';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useI18n } from '@/i18n/provider';
import { EditProfileButton } from './edit-profile-dialog';
import { LearningProfileList } from './learning-profile-list';
import { PersonalityCard } from './personality-card';

function isLearningProfileEmpty(user: User): boolean {
  return user.learningGoals.length + user.learningInterests.length + user.expertiseAreas.length === 0 && !user.preferredLearningStyle && !user.communicationStyle;
}

export function ProfileTab({ user }: { user: User }) {
  const { i18n } = useI18n();
  return (
    // items-start: a short card (the personality's first-run state) keeps its own height beside a tall one.
    <div className="grid items-start gap-4 md:grid-cols-2">
      <PersonalityCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{i18n._({ id: 'profile.tab.learningProfile', message: 'Learning profile' })}</CardTitle>
        </CardHeader>
        <CardContent>
          <LearningProfileList user={user} />
          {isLearningProfileEmpty(user) ? (
            // The first run's next step: matches come from this profile, so the empty card says how to fill it.
            <div className="mt-4 grid justify-items-start gap-2 border-t border-border pt-4">
              <p className="text-sm text-muted-foreground">{i18n._({ id: 'profile.tab.matchesFrom', message: 'Matches come from what you can teach and want to learn.' })}</p>
              <EditProfileButton user={user} label={i18n._({ id: 'profile.tab.fillIn', message: 'Fill in your learning profile' })} variant="outline" />
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
