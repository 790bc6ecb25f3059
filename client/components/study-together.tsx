import { joinList } from '@/lib/format';
import type { I18n } from '@lingui/core';
import { BookOpen, GraduationCap, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { StudyTogether } from '@shared/contracts/matches';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { learningProfileLabel } from '@/lib/learning-profile-labels';
import { cn } from '@/lib/utils';

/** "You teach Staking · They teach Trading" (null when the match's reasons name no teaching either way). */
export function teachLine(study: StudyTogether, i18n: I18n): string | null {
  const parts = [
    study.youTeach.length > 0
      ? i18n._({
          id: 'matches.studyTogether.youTeach',
          message: 'You teach {topics}',
          values: {
            topics: joinList(
              study.youTeach.map((topic) => learningProfileLabel(i18n, topic)),
              i18n.locale,
            ),
          },
        })
      : null,
    study.theyTeach.length > 0
      ? i18n._({
          id: 'matches.studyTogether.theyTeach',
          message: 'They teach {topics}',
          values: {
            topics: joinList(
              study.theyTeach.map((topic) => learningProfileLabel(i18n, topic)),
              i18n.locale,
            ),
          },
        })
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "You taught Bob 5 things that stuck": what the partner still remembered a week later (null for none). */
export function stuckLine(study: StudyTogether, partnerName: string, i18n: I18n): string | null {
  const count = study.taughtThatStuck;
  if (count <= 0) return null;
  return i18n._({
    id: 'matches.studyTogether.stuck',
    message: '{count, plural, one {You taught {name} # thing that stuck} other {You taught {name} # things that stuck}}',
    values: { count, name: partnerName },
  });
}

const AHEAD_NOTE = {
  you: /*i18n*/ { id: 'matches.studyTogether.youFinished', message: 'you finished it' },
  them: /*i18n*/ { id: 'matches.studyTogether.theyFinished', message: 'they finished it' },
  neither: /*i18n*/ { id: 'matches.studyTogether.bothReady', message: 'both ready' },
} as const;

/** What the pair can teach each other, what the viewer taught that stuck and one module to do together, linked
 *  (match card and chat). `hasTeachLine` false leaves the teach and stuck lines to the caller (the chat's one-line
 *  summary already shows them). */
export function StudyTogetherLines({
  study,
  partnerName,
  compact = false,
  hasTeachLine = true,
  className,
}: {
  study: StudyTogether;
  partnerName: string;
  compact?: boolean;
  hasTeachLine?: boolean;
  className?: string;
}) {
  const { i18n } = useI18n();
  const teach = hasTeachLine ? teachLine(study, i18n) : null;
  const stuck = hasTeachLine ? stuckLine(study, partnerName, i18n) : null;
  if (!teach && !stuck && !study.module) return null;
  return (
    <div className={cn('grid min-w-0 gap-1 text-sm', compact && 'text-xs', className)}>
      {stuck ? (
        <p className={cn('flex min-w-0 items-start gap-2', compact && 'items-center gap-1.5')}>
          <Sparkles className={cn('mt-0.5 size-4 shrink-0 text-secondary', compact && 'mt-0 size-3.5')} aria-hidden="true" />
          <span dir="auto" className={cn('min-w-0 wrap-anywhere', compact && 'truncate')}>
            {stuck}
          </span>
        </p>
      ) : null}
      {teach ? (
        <p className={cn('flex min-w-0 items-start gap-2 break-words', compact && 'items-center gap-1.5')}>
          <GraduationCap className={cn('mt-0.5 size-4 shrink-0 text-secondary', compact && 'mt-0 size-3.5')} aria-hidden="true" />
          <span className={cn('min-w-0', compact && 'truncate')}>{teach}</span>
        </p>
      ) : null}
      {study.module ? (
        <p className={cn('flex min-w-0 items-start gap-2', compact && 'items-center gap-1.5')}>
          <BookOpen className={cn('mt-0.5 size-4 shrink-0 text-primary', compact && 'mt-0 size-3.5')} aria-hidden="true" />
          <span className={cn('min-w-0', compact && 'truncate')}>
            <span className="text-muted-foreground">{i18n._({ id: 'matches.studyTogether.doTogether', message: 'Do together:' })} </span>
            <Link
              href={paths.module(study.module.id)}
              className="font-semibold text-primary underline-offset-2 hover:underline"
              aria-label={i18n._({
                id: 'matches.studyTogether.doTogetherLabel',
                message: 'Do together: {title} ({note})',
                values: { title: study.module.title, note: i18n._(AHEAD_NOTE[study.module.ahead]) },
              })}
            >
              {study.module.title}
            </Link>
            {compact ? null : <span className="text-muted-foreground"> ({i18n._(AHEAD_NOTE[study.module.ahead])})</span>}
          </span>
        </p>
      ) : null}
    </div>
  );
}
