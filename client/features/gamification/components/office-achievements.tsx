import { Award } from 'lucide-react';
import { EmptyState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';
import { useAchievements } from '../api/get-achievements';
import { AchievementItem } from './achievement-item';
import { OfficeError, OfficeSkeleton, SectionCard } from './office-ui';

/** Spec: an earned list with earned date and an in-progress list with progress bars. */
export function OfficeAchievements() {
  const { i18n } = useI18n();
  const format = useFormat();
  const query = useAchievements();
  if (query.isPending) return <OfficeSkeleton label={i18n._({ id: 'gamification.achievements.loading', message: 'Loading your achievements' })} blocks={[28, 64]} />;
  if (query.isError) {
    return <OfficeError title={i18n._({ id: 'gamification.achievements.error', message: "Couldn't load your achievements" })} onRetry={() => void query.refetch()} />;
  }
  const { earned, inProgress } = query.data;

  return (
    <div className="grid gap-4">
      {earned.length === 0 ? (
        <EmptyState
          icon={<Award className="size-8 text-primary" aria-hidden="true" />}
          title={i18n._({ id: 'gamification.achievements.none', message: 'No achievements yet' })}
          description={i18n._({
            id: 'gamification.achievements.noneHint',
            message: 'Complete learning modules, master vocabulary terms and chat with your matches to earn your first one.',
          })}
        />
      ) : (
        <SectionCard title={i18n._({ id: 'gamification.achievements.earned', message: 'Earned' })} action={<Badge variant="coral">{format.number(earned.length)}</Badge>}>
          <ul className="divide-y divide-border">
            {earned.map((achievement) => (
              <AchievementItem key={achievement.key} achievement={achievement} />
            ))}
          </ul>
        </SectionCard>
      )}
      {inProgress.length > 0 ? (
        <SectionCard title={i18n._({ id: 'gamification.achievements.inProgress', message: 'In progress' })} action={<Badge variant="soft">{format.number(inProgress.length)}</Badge>}>
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
