import { Award, BookOpen, CalendarDays, Coins, Flame, RotateCcw, Snowflake, Trophy, type LucideIcon } from 'lucide-react';
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

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** docs/product.md section 2 ("Vocabulary"), Stats: overall progress, mastery level, current and longest streak, terms learned. */
export function StatsPanel({ stats, streak, isError, onRetry }: { stats: VocabularyStats | undefined; streak: VocabularyStreak | undefined; isError: boolean; onRetry: () => void }) {
  if (isError) {
    return (
      <ErrorState title="Couldn't load your stats" description="There was a problem loading your vocabulary progress. Please try again.">
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
      </ErrorState>
    );
  }
  if (!stats || !streak) return <Spinner label="Loading stats" />;

  const level = masteryLevel(stats.mastered, stats.total);
  const learnedPercent = percentOf(stats.learned, stats.total);
  return (
    <div className="grid gap-4">
      <Card className="grid gap-5 p-5 md:p-6">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-bold">Overall Progress</h2>
            <p className="text-sm font-semibold">
              {stats.learned}/{stats.total} <span className="font-normal text-muted-foreground">learned</span>
            </p>
          </div>
          <Progress value={learnedPercent} label="Terms learned" className="mt-2" />
          <p className="mt-1 text-xs text-muted-foreground">{learnedPercent}% of all terms reviewed at least once</p>
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-bold">Mastery Level</h2>
            <p className="text-sm font-semibold text-secondary">{level.label}</p>
          </div>
          <Progress value={level.percent} label="Terms mastered" className="mt-2" indicatorClassName="bg-secondary" />
          <p className="mt-1 text-xs text-muted-foreground">
            {stats.mastered}/{stats.total} mastered ({level.percent}%)
          </p>
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatTile icon={Flame} label="Current Streak" value={days(streak.currentStreak)} tone="bg-coral-soft text-primary" />
        <StatTile icon={Snowflake} label="Streak Freezes" value={`${streak.freezes} of ${STREAK_FREEZE_CAP}`} tone="bg-teal-soft text-secondary" />
        <StatTile icon={Trophy} label="Longest Streak" value={days(streak.longestStreak)} tone="bg-accent-soft text-foreground" />
        <StatTile icon={BookOpen} label="Terms Learned" value={String(streak.totalTermsLearned)} tone="bg-teal-soft text-secondary" />
        <StatTile icon={Award} label="Terms Mastered" value={String(stats.mastered)} tone="bg-teal-soft text-secondary" />
        <StatTile icon={Coins} label="Points Earned" value={String(streak.totalPoints)} tone="bg-accent-soft text-foreground" />
        <StatTile icon={CalendarDays} label="Last Activity" value={streak.lastActivityDate ? formatDay(streak.lastActivityDate) : 'Not yet'} tone="bg-muted text-foreground" />
      </div>
      <FreezeExplanation />
    </div>
  );
}

/** 'Today', 'Yesterday' or 'Mar 9': the server's day is a calendar day in the learner's zone. */
function formatDay(day: string): string {
  const date = parseISO(day);
  if (isToday(date)) return 'Today';
  if (isYesterday(date)) return 'Yesterday';
  return format(date, 'MMM d');
}
