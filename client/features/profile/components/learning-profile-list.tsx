import type { ReactNode } from 'react';
import type { User } from '@shared/contracts/auth';
import { Badge } from '@/components/ui/badge';
import { useI18n } from '@/i18n/provider';
import { learningProfileLabel } from '@/lib/learning-profile-labels';

function NotSet() {
  const { i18n } = useI18n();
  return <span className="text-sm text-muted-foreground">{i18n._({ id: 'profile.learning.notSet', message: 'Not set yet' })}</span>;
}

function Chips({ items }: { items: readonly string[] }) {
  const { i18n } = useI18n();
  if (items.length === 0) return <NotSet />;
  return (
    <div className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <Badge key={item} variant="soft">
          {learningProfileLabel(i18n, item)}
        </Badge>
      ))}
    </div>
  );
}

/** The learning profile (goals, interests, expertise, styles) as read-only chips. */
export function LearningProfileList({ user }: { user: User }) {
  const { i18n } = useI18n();
  const rows: Array<[string, ReactNode]> = [
    [i18n._({ id: 'profile.learning.goals', message: 'Learning goals' }), <Chips key="goals" items={user.learningGoals} />],
    [i18n._({ id: 'profile.learning.interests', message: 'Learning interests' }), <Chips key="interests" items={user.learningInterests} />],
    [i18n._({ id: 'profile.learning.expertise', message: 'Expertise' }), <Chips key="expertise" items={user.expertiseAreas} />],
    [
      i18n._({ id: 'profile.learning.learningStyle', message: 'Learning style' }),
      user.preferredLearningStyle ? <Badge variant="coral">{learningProfileLabel(i18n, user.preferredLearningStyle)}</Badge> : <NotSet />,
    ],
    [
      i18n._({ id: 'profile.learning.communicationStyle', message: 'Communication style' }),
      user.communicationStyle ? <Badge variant="coral">{learningProfileLabel(i18n, user.communicationStyle)}</Badge> : <NotSet />,
    ],
  ];
  return (
    <dl className="grid gap-4">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1.5">
          <dt className="text-sm font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
