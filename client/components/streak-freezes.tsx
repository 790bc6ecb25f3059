import { Snowflake } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { STREAK_FREEZE_CAP, STREAK_FREEZE_EARN_RUN } from '@shared/constants/streaks';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** "1 streak freeze held (at most 2)". */
export function freezeLabel(freezes: number, i18n: I18n): string {
  return i18n._({
    id: 'common.streakFreeze.held',
    message: '{count, plural, one {# streak freeze held (at most {cap})} other {# streak freezes held (at most {cap})}}',
    values: { count: freezes, cap: STREAK_FREEZE_CAP },
  });
}

/** The snowflake with the freezes held, next to a personal streak. */
export function FreezeCount({ freezes, className }: { freezes: number; className?: string }) {
  const { i18n } = useI18n();
  const label = freezeLabel(freezes, i18n);
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex shrink-0 items-center gap-0.5 tabular-nums', freezes === 0 && 'opacity-60', className)}>
      <Snowflake className="size-3.5 text-sky-600" aria-hidden="true" />
      {freezes}
    </span>
  );
}

/** The one-sentence rule, folded away (Office, /vocabulary, /matches). */
export function FreezeExplanation({ className }: { className?: string }) {
  const { i18n } = useI18n();
  return (
    <details className={cn('text-xs text-muted-foreground', className)}>
      <summary className="cursor-pointer font-semibold">{i18n._({ id: 'common.streakFreeze.how', message: 'How streak freezes work' })}</summary>
      <p className="mt-1">
        {i18n._({
          id: 'common.streakFreeze.explanation',
          message: 'A learning day is a lesson, a quiz or a vocabulary review. Every {run} days in a row earns a freeze (at most {cap}); a freeze covers one missed day by itself.',
          values: { run: STREAK_FREEZE_EARN_RUN, cap: STREAK_FREEZE_CAP },
        })}
      </p>
    </details>
  );
}
