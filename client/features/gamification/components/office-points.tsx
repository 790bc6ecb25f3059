import { Crown, Gift, Star } from 'lucide-react';
import { POINT_SOURCES } from '@shared/constants/gamification';
import type { NextReward } from '@shared/contracts/gamification';
import { Progress } from '@/components/ui/progress';
import { useI18n } from '@/i18n/provider';
import { usePointsSummary } from '../api/get-points-summary';
import { formatPoints, LevelCard, OfficeError, OfficeSkeleton, SectionCard } from './office-ui';
import { POINT_SOURCE_MESSAGES } from './point-sources';

const REWARD_ICONS: Record<NextReward['kind'], typeof Star> = { level: Star, premium: Crown, achievement: Gift };

function RewardRow({ reward }: { reward: NextReward }) {
  const { i18n, locale } = useI18n();
  const Icon = REWARD_ICONS[reward.kind];
  const values = { current: formatPoints(reward.current, locale), target: formatPoints(reward.target, locale) };
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
        <Progress
          value={reward.percent}
          label={i18n._({ id: 'gamification.achievement.progress', message: '{name} progress', values: { name: reward.title } })}
          indicatorClassName={reward.kind === 'premium' ? 'bg-accent' : undefined}
        />
        <span className="shrink-0 text-xs font-semibold tabular-nums text-muted-foreground">
          {reward.kind === 'achievement'
            ? i18n._({ id: 'gamification.points.progressCount', message: '{current}/{target}', values })
            : i18n._({ id: 'gamification.points.progressPoints', message: '{current}/{target} pts', values })}
        </span>
      </div>
    </li>
  );
}

/** Spec: total, progress to next level, the full breakdown and next rewards. */
export function OfficePoints() {
  const { i18n, locale } = useI18n();
  const query = usePointsSummary();
  if (query.isPending) return <OfficeSkeleton label={i18n._({ id: 'gamification.points.loading', message: 'Loading your points' })} blocks={[40, 56, 40]} />;
  if (query.isError) return <OfficeError title={i18n._({ id: 'gamification.points.error', message: "Couldn't load your points" })} onRetry={() => void query.refetch()} />;
  const summary = query.data;

  return (
    <div className="grid gap-4">
      <LevelCard {...summary} />
      <div className="grid gap-4 md:grid-cols-2">
        <SectionCard title={i18n._({ id: 'gamification.points.breakdown', message: 'Points breakdown' })}>
          <ul className="grid gap-3">
            {POINT_SOURCES.map((source) => {
              const points = summary.breakdown[source];
              const share = summary.total > 0 ? (points / summary.total) * 100 : 0;
              const label = i18n._(POINT_SOURCE_MESSAGES[source]);
              return (
                <li key={source} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{label}</span>
                    <span className="font-bold tabular-nums">{i18n._({ id: 'gamification.points.amount', message: '{points} pts', values: { points: formatPoints(points, locale) } })}</span>
                  </div>
                  <Progress
                    value={share}
                    label={i18n._({ id: 'gamification.points.share', message: '{source} share of your points', values: { source: label } })}
                    className="h-1.5"
                    indicatorClassName="bg-secondary"
                  />
                </li>
              );
            })}
          </ul>
        </SectionCard>
        <SectionCard title={i18n._({ id: 'gamification.points.nextRewards', message: 'Next rewards' })}>
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
