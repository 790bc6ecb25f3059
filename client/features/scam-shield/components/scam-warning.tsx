import { Ban, Flag, ShieldAlert } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ScamWarningKind } from '@shared/constants/scam-rules';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useBlockMatch } from '../api/block-match';
import { useReportMessage } from '../api/report-message';
import { SCAM_WARNING_TEXTS } from '../lib/warning-texts';

export interface ScamWarningProps {
  warning: ScamWarningKind;
  matchId: number;
  messageId: number;
  senderId: number;
}

const failure = (error: unknown, i18n: I18n, fallback: string) =>
  toast({
    variant: 'destructive',
    title: i18n._({ id: 'scamShield.common.error', message: 'Error' }),
    description: (error instanceof HttpError ? error.serverMessage : undefined) ?? fallback,
  });

/** Under a received message the shield flagged: what the pattern is, and report or block in one tap each. */
export function ScamWarning({ warning, matchId, messageId, senderId }: ScamWarningProps) {
  const { i18n } = useI18n();
  const rule = SCAM_WARNING_TEXTS[warning];
  const title = i18n._(rule.title);
  const report = useReportMessage();
  const block = useBlockMatch();
  const [isReported, setIsReported] = useState(false);
  const [isExplained, setIsExplained] = useState(false);
  const [, navigate] = useLocation();

  const onReport = () =>
    report.mutate(
      { reportedUserId: senderId, matchId, messageId, warning },
      {
        onSuccess: () => {
          setIsReported(true);
          toast({
            title: i18n._({ id: 'scamShield.warning.reported', message: 'Reported' }),
            description: i18n._({ id: 'scamShield.warning.reportedDescription', message: 'Thank you. Our moderators will review this conversation.' }),
          });
        },
        onError: (error) => failure(error, i18n, i18n._({ id: 'scamShield.warning.reportFailed', message: 'The report did not go through. Please try again.' })),
      },
    );
  const onBlock = () => {
    if (!window.confirm(i18n._({ id: 'scamShield.warning.confirmBlock', message: 'Block this person? The conversation disappears for both of you and you will never be matched again.' }))) return;
    block.mutate(matchId, {
      onSuccess: () => {
        toast({
          title: i18n._({ id: 'scamShield.warning.blocked', message: 'Blocked' }),
          description: i18n._({ id: 'scamShield.warning.blockedDescription', message: 'You will not hear from this person again.' }),
        });
        navigate(paths.messages, { replace: true });
      },
      onError: (error) => failure(error, i18n, i18n._({ id: 'scamShield.warning.blockFailed', message: 'The block did not go through. Please try again.' })),
    });
  };

  // Compact at the message it concerns (docs/decisions/055): the pattern, then two lines of the explanation
  // (all of it on tap) beside the two actions.
  return (
    <div
      role="note"
      aria-label={i18n._({ id: 'scamShield.warning.label', message: 'Warning: {title}', values: { title } })}
      className="mt-1 w-full max-w-[85%] rounded-xl border border-accent bg-accent-soft px-2.5 py-1.5 text-xs text-accent-foreground"
    >
      <p className="flex items-center gap-1.5 font-bold leading-tight">
        <ShieldAlert className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0">{title}</span>
      </p>
      <div className="mt-1 flex items-center gap-1.5">
        <button type="button" aria-expanded={isExplained} onClick={() => setIsExplained((open) => !open)} className={cn('min-w-0 flex-1 text-start leading-snug', !isExplained && 'line-clamp-2')}>
          {i18n._(rule.explanation)}
        </button>
        <Button size="sm" variant="outline" className="h-8 shrink-0 px-2 text-xs" onClick={onReport} disabled={report.isPending || isReported}>
          <Flag aria-hidden="true" />
          {isReported ? i18n._({ id: 'scamShield.warning.reported', message: 'Reported' }) : i18n._({ id: 'scamShield.warning.report', message: 'Report' })}
        </Button>
        <Button size="sm" variant="destructive" className="h-8 shrink-0 px-2 text-xs" onClick={onBlock} disabled={block.isPending}>
          <Ban aria-hidden="true" />
          {i18n._({ id: 'scamShield.warning.block', message: 'Block' })}
        </Button>
      </div>
    </div>
  );
}
