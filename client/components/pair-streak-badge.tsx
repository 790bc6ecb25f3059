import { Flame, Snowflake } from 'lucide-react';
import type { PairStreak } from '@shared/contracts/matches';
import { cn } from '@/lib/utils';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Pair streak: 3 days, 1 freeze, done today" (the card's link label reuses it). */
export function pairStreakLabel(streak: PairStreak): string {
  const freezes = streak.freezes > 0 ? `, ${plural(streak.freezes, 'freeze')}` : '';
  return `Pair streak: ${plural(streak.days, 'day')}${freezes}, ${streak.isTodayDone ? 'done today' : 'not done today yet'}`;
}

/** A small flame with the pair's streak days (lit once both learned today) and the freezes held. */
export function PairStreakBadge({ streak, className }: { streak: PairStreak; className?: string }) {
  return (
    <span
      role="img"
      aria-label={pairStreakLabel(streak)}
      title={pairStreakLabel(streak)}
      className={cn('inline-flex shrink-0 items-center gap-0.5 rounded-full bg-muted px-2 py-0.5 text-xs font-bold tabular-nums', className)}
    >
      <Flame className={cn('size-3.5', streak.isTodayDone ? 'fill-orange-500 text-orange-500' : 'text-muted-foreground')} aria-hidden="true" />
      {streak.days}
      {streak.freezes > 0 ? (
        <>
          <Snowflake className="ml-1 size-3.5 text-sky-500" aria-hidden="true" />
          {streak.freezes}
        </>
      ) : null}
    </span>
  );
}
