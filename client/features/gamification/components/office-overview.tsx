import { Award, BookOpen, Flame } from 'lucide-react';
import { POINT_SOURCE_LABELS } from '@shared/contracts/gamification';
import { FreezeCount, FreezeExplanation } from '@/components/streak-freezes';
import { useOfficeOverview } from '../api/get-office-overview';
import { AchievementIconBadge, formatEarnedDate } from './achievement-item';
import { formatPoints, LevelCard, OfficeError, OfficeSkeleton, SectionCard, StatTile } from './office-ui';

/** Spec: level, total points, progress, day streak, terms mastered, achievements count, the 3 most recent
 *  achievements and the top 3 point sources. */
export function OfficeOverview() {
  const query = useOfficeOverview();
  if (query.isPending) return <OfficeSkeleton label="Loading your office" blocks={[40, 24, 36, 28]} />;
  if (query.isError) return <OfficeError what="office" onRetry={() => void query.refetch()} />;
  const overview = query.data;

  return (
    <div className="grid gap-4">
      <LevelCard {...overview} />
      <div className="grid grid-cols-3 gap-3">
        <StatTile
          icon={<Flame />}
          label="Learning streak (days)"
          value={
            <span className="inline-flex items-center gap-2">
              {overview.dayStreak}
              <FreezeCount freezes={overview.streakFreezes} className="text-sm font-bold" />
            </span>
          }
        />
        <StatTile icon={<BookOpen />} label="Terms mastered" value={overview.termsMastered} tone="teal" />
        <StatTile icon={<Award />} label="Achievements" value={`${overview.achievementsEarned}/${overview.achievementsTotal}`} tone="accent" />
      </div>
      <FreezeExplanation />
      <div className="grid gap-4 md:grid-cols-2">
        <SectionCard title="Recent achievements">
          {overview.recentAchievements.length === 0 ? (
            <p className="text-sm text-muted-foreground">No achievements yet</p>
          ) : (
            <ul className="divide-y divide-border">
              {overview.recentAchievements.map((achievement) => (
                <li key={achievement.key} className="flex items-center gap-3 py-2.5">
                  <AchievementIconBadge icon={achievement.icon} isEarned />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{achievement.name}</p>
                    <p className="text-xs text-muted-foreground">{achievement.earnedAt ? formatEarnedDate(achievement.earnedAt) : null}</p>
                  </div>
                  <span className="text-sm font-bold text-primary">+{achievement.points}</span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title="Top point sources">
          {overview.topSources.length === 0 ? (
            <p className="text-sm text-muted-foreground">No points yet. Complete a module or master a term to start earning.</p>
          ) : (
            <ol className="grid gap-2">
              {overview.topSources.map((entry, index) => (
                <li key={entry.source} className="flex items-center gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-soft text-xs font-bold text-secondary" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="flex-1 text-sm font-medium">{POINT_SOURCE_LABELS[entry.source]}</span>
                  <span className="text-sm font-bold tabular-nums">{formatPoints(entry.points)} pts</span>
                </li>
              ))}
            </ol>
          )}
        </SectionCard>
      </div>
    </div>
  );
}
