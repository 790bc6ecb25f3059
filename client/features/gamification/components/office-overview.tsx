import { Award, BookOpen, Flame } from 'lucide-react';
import { FreezeCount, FreezeExplanation } from '@/components/streak-freezes';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';
import { useOfficeOverview } from '../api/get-office-overview';
import { AchievementIconBadge, formatEarnedDate } from './achievement-item';
import { formatPoints, LevelCard, OfficeError, OfficeSkeleton, SectionCard, StatTile } from './office-ui';
import { POINT_SOURCE_MESSAGES } from './point-sources';

/** Spec: level, total points, progress, day streak, terms mastered, achievements count, the 3 most recent
 *  achievements and the top 3 point sources. */
export function OfficeOverview() {
  const { i18n, locale } = useI18n();
  const format = useFormat();
  const query = useOfficeOverview();
  if (query.isPending) return <OfficeSkeleton label={i18n._({ id: 'gamification.overview.loading', message: 'Loading your office' })} blocks={[40, 24, 36, 28]} />;
  if (query.isError) return <OfficeError title={i18n._({ id: 'gamification.overview.error', message: "Couldn't load your office" })} onRetry={() => void query.refetch()} />;
  const overview = query.data;

  return (
    <div className="grid gap-4">
      <LevelCard {...overview} />
      <div className="grid grid-cols-3 gap-3">
        <StatTile
          icon={<Flame />}
          label={i18n._({ id: 'gamification.overview.streak', message: 'Learning streak (days)' })}
          value={
            <span className="inline-flex items-center gap-2">
              {format.number(overview.dayStreak)}
              <FreezeCount freezes={overview.streakFreezes} className="text-sm font-bold" />
            </span>
          }
        />
        <StatTile icon={<BookOpen />} label={i18n._({ id: 'gamification.overview.termsMastered', message: 'Terms mastered' })} value={format.number(overview.termsMastered)} tone="teal" />
        <StatTile
          icon={<Award />}
          label={i18n._({ id: 'gamification.overview.achievements', message: 'Achievements' })}
          value={<span dir="ltr">{`${format.number(overview.achievementsEarned)}/${format.number(overview.achievementsTotal)}`}</span>}
          tone="accent"
        />
      </div>
      <FreezeExplanation />
      <div className="grid gap-4 md:grid-cols-2">
        <SectionCard title={i18n._({ id: 'gamification.overview.recent', message: 'Recent achievements' })}>
          {overview.recentAchievements.length === 0 ? (
            <p className="text-sm text-muted-foreground">{i18n._({ id: 'gamification.achievements.none', message: 'No achievements yet' })}</p>
          ) : (
            <ul className="divide-y divide-border">
              {overview.recentAchievements.map((achievement) => (
                <li key={achievement.key} className="flex items-center gap-3 py-2.5">
                  <AchievementIconBadge icon={achievement.icon} isEarned />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{achievement.name}</p>
                    <p className="text-xs text-muted-foreground">{achievement.earnedAt ? formatEarnedDate(achievement.earnedAt, locale) : null}</p>
                  </div>
                  <span className="text-sm font-bold text-primary">
                    {i18n._({ id: 'gamification.achievement.points', message: '+{points} pts', values: { points: formatPoints(achievement.points, locale) } })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title={i18n._({ id: 'gamification.overview.topSources', message: 'Top point sources' })}>
          {overview.topSources.length === 0 ? (
            <p className="text-sm text-muted-foreground">{i18n._({ id: 'gamification.overview.noPoints', message: 'No points yet. Complete a module or master a term to start earning.' })}</p>
          ) : (
            <ol className="grid gap-2">
              {overview.topSources.map((entry, index) => (
                <li key={entry.source} className="flex items-center gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-soft text-xs font-bold text-secondary" aria-hidden="true">
                    {format.number(index + 1)}
                  </span>
                  <span className="flex-1 text-sm font-medium">{i18n._(POINT_SOURCE_MESSAGES[entry.source])}</span>
                  <span className="text-sm font-bold tabular-nums">
                    {i18n._({ id: 'gamification.points.amount', message: '{points} pts', values: { points: formatPoints(entry.points, locale) } })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </SectionCard>
      </div>
    </div>
  );
}
