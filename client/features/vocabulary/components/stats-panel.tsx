import { Award, BookOpen, CalendarDays, Coins, Flame, RotateCcw, Snowflake, Trophy, type LucideIcon } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { format, isToday, isYesterday, parseISO } from 'date-fns';
import { STREAK_FREEZE_CAP } from '@shared/constants/streaks';
import type { VocabularyStats, VocabularyStreak } from '@shared/contracts/vocabulary';
import { ErrorState } from '@/components/page-states';
import { FreezeExplanation } from '@/components/streak-freezes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { masteryLevel, percentOf } from '../utils/mastery-level';
import { useI18n } from '@/i18n/provider';
import { intlLocale, useFormat } from '@/lib/format';
import { masteryText } from '../utils/labels';
import { marked, richText } from '../utils/rich-text';

function StatTile({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: string; tone: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-2xl border border-border bg-card p-3 md:p-4">
      <div className="flex items-center gap-2">
        <span className={`flex size-7 shrink-0 items-center justify-center rounded-full ${tone}`}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <p aria-hidden="true" className="text-xs font-semibold text-muted-foreground">
          {label}
        </p>
      </div>
      <p className="mt-2 text-xl font-extrabold leading-tight">{value}</p>
    </div>
  );
}

const days = (i18n: I18n, count: number) => i18n._({ id: 'vocabulary.stats.days', message: '{count, plural, one {# day} other {# days}}', values: { count } });

/** docs/product.md section 2 ("Vocabulary"), Stats: overall progress, mastery level, current and longest streak, terms learned. */
export function StatsPanel({ stats, streak, isError, onRetry }: { stats: VocabularyStats | undefined; streak: VocabularyStreak | undefined; isError: boolean; onRetry: () => void }) {
  const { i18n, locale } = useI18n();
  const formats = useFormat();
  if (isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'vocabulary.stats.loadFailed', message: "Couldn't load your stats" })}
        description={i18n._({ id: 'vocabulary.stats.loadFailedDescription', message: 'There was a problem loading your vocabulary progress. Please try again.' })}
      >
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          <RotateCcw aria-hidden="true" /> {i18n._({ id: 'vocabulary.common.tryAgain', message: 'Try again' })}
        </Button>
      </ErrorState>
    );
  }
  if (!stats || !streak) return <Spinner label={i18n._({ id: 'vocabulary.stats.loading', message: 'Loading stats' })} />;

  const level = masteryLevel(stats.mastered, stats.total);
  const learnedPercent = percentOf(stats.learned, stats.total);
  return (
    <div className="grid gap-4">
      <Card className="grid gap-5 p-5 md:p-6">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-bold">{i18n._({ id: 'vocabulary.stats.overall', message: 'Overall Progress' })}</h2>
            <p className="text-sm font-normal text-muted-foreground">
              {richText(i18n._({ id: 'vocabulary.stats.learned', message: '{count} learned', values: { count: marked(`${stats.learned}/${stats.total}`) } }), (text, key) => (
                <span key={key} className="font-semibold text-foreground">
                  {text}
                </span>
              ))}
            </p>
          </div>
          <Progress value={learnedPercent} label={i18n._({ id: 'vocabulary.stats.learnedLabel', message: 'Terms learned' })} className="mt-2" />
          <p className="mt-1 text-xs text-muted-foreground">
            {i18n._({ id: 'vocabulary.stats.learnedHelp', message: '{percent} of all terms reviewed at least once', values: { percent: formats.percent(learnedPercent / 100) } })}
          </p>
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-bold">{i18n._({ id: 'vocabulary.stats.mastery', message: 'Mastery Level' })}</h2>
            <p className="text-sm font-semibold text-secondary">{masteryText(i18n, level.label)}</p>
          </div>
          <Progress value={level.percent} label={i18n._({ id: 'vocabulary.stats.masteredLabel', message: 'Terms mastered' })} className="mt-2" indicatorClassName="bg-secondary" />
          <p className="mt-1 text-xs text-muted-foreground">
            {i18n._({
              id: 'vocabulary.stats.masteredHelp',
              message: '{mastered}/{total} mastered ({percent})',
              values: { mastered: stats.mastered, total: stats.total, percent: formats.percent(level.percent / 100) },
            })}
          </p>
        </div>
      </Card>
      {/* Counts keep the spec's ungrouped digits ("2695"); Arabic reads them in Latin digits too. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatTile icon={Flame} label={i18n._({ id: 'vocabulary.stats.currentStreak', message: 'Current Streak' })} value={days(i18n, streak.currentStreak)} tone="bg-coral-soft text-primary" />
        <StatTile
          icon={Snowflake}
          label={i18n._({ id: 'vocabulary.stats.freezes', message: 'Streak Freezes' })}
          value={i18n._({ id: 'vocabulary.stats.freezesValue', message: '{count} of {cap}', values: { count: streak.freezes, cap: STREAK_FREEZE_CAP } })}
          tone="bg-teal-soft text-secondary"
        />
        <StatTile icon={Trophy} label={i18n._({ id: 'vocabulary.stats.longestStreak', message: 'Longest Streak' })} value={days(i18n, streak.longestStreak)} tone="bg-accent-soft text-foreground" />
        <StatTile
          icon={BookOpen}
          label={i18n._({ id: 'vocabulary.stats.termsLearned', message: 'Terms Learned' })}
          value={formats.number(streak.totalTermsLearned, { useGrouping: false })}
          tone="bg-teal-soft text-secondary"
        />
        <StatTile
          icon={Award}
          label={i18n._({ id: 'vocabulary.stats.termsMastered', message: 'Terms Mastered' })}
          value={formats.number(stats.mastered, { useGrouping: false })}
          tone="bg-teal-soft text-secondary"
        />
        <StatTile
          icon={Coins}
          label={i18n._({ id: 'vocabulary.stats.points', message: 'Points Earned' })}
          value={formats.number(streak.totalPoints, { useGrouping: false })}
          tone="bg-accent-soft text-foreground"
        />
        <StatTile
          icon={CalendarDays}
          label={i18n._({ id: 'vocabulary.stats.lastActivity', message: 'Last Activity' })}
          value={streak.lastActivityDate ? formatDay(streak.lastActivityDate, i18n, locale) : i18n._({ id: 'vocabulary.stats.notYet', message: 'Not yet' })}
          tone="bg-muted text-foreground"
        />
      </div>
      <FreezeExplanation />
    </div>
  );
}

/** 'Today', 'Yesterday' or 'Mar 9' ('9 mar'): the server's day is a calendar day in the learner's zone. */
function formatDay(day: string, i18n: I18n, locale: string): string {
  const date = parseISO(day);
  if (isToday(date)) return i18n._({ id: 'vocabulary.stats.today', message: 'Today' });
  if (isYesterday(date)) return i18n._({ id: 'vocabulary.stats.yesterday', message: 'Yesterday' });
  // English keeps the spec's "MMM d"; other languages their own short day and month.
  return locale === 'en' ? format(date, 'MMM d') : new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short' }).format(date);
}
