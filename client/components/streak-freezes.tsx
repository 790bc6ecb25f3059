import { Snowflake } from 'lucide-react';
import { FREEZE_EXPLANATION, STREAK_FREEZE_CAP } from '@shared/constants/streaks';
import { cn } from '@/lib/utils';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "1 streak freeze held" (of at most 2). */
export function freezeLabel(freezes: number): string {
  return `${plural(freezes, 'streak freeze')} held (at most ${STREAK_FREEZE_CAP})`;
}

/** The snowflake with the freezes held, next to a personal streak. */
export function FreezeCount({ freezes, className }: { freezes: number; className?: string }) {
  return (
    <span role="img" aria-label={freezeLabel(freezes)} title={freezeLabel(freezes)} className={cn('inline-flex shrink-0 items-center gap-0.5 tabular-nums', freezes === 0 && 'opacity-60', className)}>
      <Snowflake className="size-3.5 text-sky-600" aria-hidden="true" />
      {freezes}
    </span>
  );
}

/** The one-sentence rule, folded away (Office, /vocabulary, /matches). */
export function FreezeExplanation({ className }: { className?: string }) {
  return (
    <details className={cn('text-xs text-muted-foreground', className)}>
      <summary className="cursor-pointer font-semibold">How streak freezes work</summary>
      <p className="mt-1">{FREEZE_EXPLANATION}</p>
    </details>
  );
}
