import type { ReactNode } from 'react';
import type { User } from '@shared/contracts/auth';
import { Badge } from '@/components/ui/badge';

const NOT_SET = <span className="text-sm text-muted-foreground">Not set yet</span>;

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return NOT_SET;
  return (
    <div className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <Badge key={item} variant="soft">
          {item}
        </Badge>
      ))}
    </div>
  );
}

/** The learning profile (goals, interests, expertise, styles) as read-only chips. */
export function LearningProfileList({ user }: { user: User }) {
  const rows: Array<[string, ReactNode]> = [
    ['Learning goals', <Chips key="goals" items={user.learningGoals} />],
    ['Learning interests', <Chips key="interests" items={user.learningInterests} />],
    ['Expertise', <Chips key="expertise" items={user.expertiseAreas} />],
    ['Learning style', user.preferredLearningStyle ? <Badge variant="coral">{user.preferredLearningStyle}</Badge> : NOT_SET],
    ['Communication style', user.communicationStyle ? <Badge variant="coral">{user.communicationStyle}</Badge> : NOT_SET],
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
