import { Flame, Snowflake } from 'lucide-react';
import type { PairStreak } from '@shared/contracts/matches';
import { cn } from '@/lib/utils';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Pair streak: 3 days, 1 freeze, done today" (the card's link label reuses it). */
export function pairStreakLabel(streak: PairStreak): string {
  return `Pair streak: ${plural(streak.days, 'day')}, ${plural(streak.freezes, 'freeze')}, ${streak.isTodayDone ? 'done today' : 'not done today yet'}`;
}

/** A small flame with the pair's streak days (lit once both learned today) and the freezes held (always
 *  shown, dimmed at 0, so the count sits next to the streak). `isCompact` (the chat header's one row) shows
 *  the freezes only when there are some; the label still says them. */
export function PairStreakBadge({ streak, isCompact = false, className }: { streak: PairStreak; isCompact?: boolean; className?: string }) {
  const showsFreezes = !isCompact || streak.freezes > 0;
  return (
    <span
      role="img"
      aria-label={pairStreakLabel(streak)}
      title={pairStreakLabel(streak)}
      className={cn('inline-flex shrink-0 items-center gap-0.5 rounded-full bg-muted px-2 py-0.5 text-xs font-bold tabular-nums', className)}
    >
      <Flame className={cn('size-3.5', streak.isTodayDone ? 'fill-orange-500 text-orange-500' : 'text-muted-foreground')} aria-hidden="true" />
      {streak.days}
      {showsFreezes ? (
        <span className={cn('ms-1 inline-flex items-center gap-0.5', streak.freezes === 0 && 'opacity-60')}>
          <Snowflake className="size-3.5 text-sky-600" aria-hidden="true" />
          {streak.freezes}
        </span>
      ) : null}
    </span>
  );
}
