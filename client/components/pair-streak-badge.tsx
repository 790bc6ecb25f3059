import type { I18n } from '@lingui/core';
import { Flame, Snowflake } from 'lucide-react';
import type { PairStreak } from '@shared/contracts/matches';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** "Pair streak: 3 days, 1 freeze, done today" (the card's link label reuses it). */
export function pairStreakLabel(streak: PairStreak, i18n: I18n): string {
  const values = { days: streak.days, freezes: streak.freezes };
  return streak.isTodayDone
    ? i18n._({
        id: 'matches.pairStreak.labelDone',
        message: 'Pair streak: {days, plural, one {# day} other {# days}}, {freezes, plural, one {# freeze} other {# freezes}}, done today',
        values,
      })
    : i18n._({
        id: 'matches.pairStreak.labelNotDone',
        message: 'Pair streak: {days, plural, one {# day} other {# days}}, {freezes, plural, one {# freeze} other {# freezes}}, not done today yet',
        values,
      });
}

/** A small flame with the pair's streak days (lit once both learned today) and the freezes held (always
 *  shown, dimmed at 0, so the count sits next to the streak). `isCompact` (the chat header's one row) shows
 *  the freezes only when there are some; the label still says them. */
export function PairStreakBadge({ streak, isCompact = false, className }: { streak: PairStreak; isCompact?: boolean; className?: string }) {
  const { i18n } = useI18n();
  const showsFreezes = !isCompact || streak.freezes > 0;
  const label = pairStreakLabel(streak, i18n);
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex shrink-0 items-center gap-0.5 rounded-full bg-muted px-2 py-0.5 text-xs font-bold tabular-nums', className)}>
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
