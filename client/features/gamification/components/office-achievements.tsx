import { Award } from 'lucide-react';
import { EmptyState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { useAchievements } from '../api/get-achievements';
import { AchievementItem } from './achievement-item';
import { OfficeError, OfficeSkeleton, SectionCard } from './office-ui';

/** Spec: an earned list with earned date and an in-progress list with progress bars. */
export function OfficeAchievements() {
  const query = useAchievements();
  if (query.isPending) return <OfficeSkeleton label="Loading your achievements" blocks={[28, 64]} />;
  if (query.isError) return <OfficeError what="achievements" onRetry={() => void query.refetch()} />;
  const { earned, inProgress } = query.data;

  return (
    <div className="grid gap-4">
      {earned.length === 0 ? (
        <EmptyState
          icon={<Award className="size-8 text-primary" aria-hidden="true" />}
          title="No achievements yet"
          description="Complete learning modules, master vocabulary terms and chat with your matches to earn your first one."
        />
      ) : (
        <SectionCard title="Earned" action={<Badge variant="coral">{earned.length}</Badge>}>
          <ul className="divide-y divide-border">
            {earned.map((achievement) => (
              <AchievementItem key={achievement.key} achievement={achievement} />
            ))}
          </ul>
        </SectionCard>
      )}
      {inProgress.length > 0 ? (
        <SectionCard title="In progress" action={<Badge variant="soft">{inProgress.length}</Badge>}>
          <ul className="divide-y divide-border">
            {inProgress.map((achievement) => (
              <AchievementItem key={achievement.key} achievement={achievement} />
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}
