import type { User } from '@shared/contracts/auth';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LearningProfileList } from './learning-profile-list';
import { PersonalityCard } from './personality-card';

export function ProfileTab({ user }: { user: User }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <PersonalityCard />
      <Card>
        <CardHeader>
          <CardTitle>Learning profile</CardTitle>
        </CardHeader>
        <CardContent>
          <LearningProfileList user={user} />
        </CardContent>
      </Card>
    </div>
  );
}
