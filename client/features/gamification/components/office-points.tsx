import { Crown, Gift, Star } from 'lucide-react';
import { POINT_SOURCES } from '@shared/constants/gamification';
import { POINT_SOURCE_LABELS, type NextReward } from '@shared/contracts/gamification';
import { Progress } from '@/components/ui/progress';
import { usePointsSummary } from '../api/get-points-summary';
import { formatPoints, LevelCard, OfficeError, OfficeSkeleton, SectionCard } from './office-ui';

const REWARD_ICONS: Record<NextReward['kind'], typeof Star> = { level: Star, premium: Crown, achievement: Gift };

function RewardRow({ reward }: { reward: NextReward }) {
  const Icon = REWARD_ICONS[reward.kind];
  const unit = reward.kind === 'achievement' ? '' : ' pts';
  return (
    <li className="grid gap-2 py-3">
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft" aria-hidden="true">
          <Icon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-tight">{reward.title}</p>
          <p className="text-sm text-muted-foreground">{reward.description}</p>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Progress value={reward.percent} label={`${reward.title} progress`} indicatorClassName={reward.kind === 'premium' ? 'bg-accent' : undefined} />
        <span className="shrink-0 text-xs font-semibold tabular-nums text-muted-foreground">
          {formatPoints(reward.current)}/{formatPoints(reward.target)}
          {unit}
        </span>
      </div>
    </li>
  );
}

/** Spec: total, progress to next level, the full breakdown and next rewards. */
export function OfficePoints() {
  const query = usePointsSummary();
  if (query.isPending) return <OfficeSkeleton label="Loading your points" blocks={[40, 56, 40]} />;
  if (query.isError) return <OfficeError what="points" onRetry={() => void query.refetch()} />;
  const summary = query.data;

  return (
    <div className="grid gap-4">
      <LevelCard {...summary} />
      <div className="grid gap-4 md:grid-cols-2">
        <SectionCard title="Points breakdown">
          <ul className="grid gap-3">
            {POINT_SOURCES.map((source) => {
              const points = summary.breakdown[source];
              const share = summary.total > 0 ? (points / summary.total) * 100 : 0;
              return (
                <li key={source} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{POINT_SOURCE_LABELS[source]}</span>
                    <span className="font-bold tabular-nums">{formatPoints(points)} pts</span>
                  </div>
                  <Progress value={share} label={`${POINT_SOURCE_LABELS[source]} share of your points`} className="h-1.5" indicatorClassName="bg-secondary" />
                </li>
              );
            })}
          </ul>
        </SectionCard>
        <SectionCard title="Next rewards">
          <ul className="-my-3 divide-y divide-border">
            {summary.nextRewards.map((reward) => (
              <RewardRow key={reward.key} reward={reward} />
            ))}
          </ul>
        </SectionCard>
      </div>
    </div>
  );
}
