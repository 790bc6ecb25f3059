import { Ban, Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { scamRuleFor, type ScamWarningKind } from '@shared/constants/scam-rules';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useBlockMatch } from '../api/block-match';
import { useReportMessage } from '../api/report-message';

export interface ScamWarningProps {
  warning: ScamWarningKind;
  matchId: number;
  messageId: number;
  senderId: number;
}

const failure = (error: unknown, action: string) =>
  toast({
    variant: 'destructive',
    title: 'Error',
    description: (error instanceof HttpError ? error.serverMessage : undefined) ?? `${action} did not go through. Please try again.`,
  });

/** Under a received message the shield flagged: what the pattern is, and report or block in one tap each. */
export function ScamWarning({ warning, matchId, messageId, senderId }: ScamWarningProps) {
  const rule = scamRuleFor(warning);
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
          toast({ title: 'Reported', description: 'Thank you. Our moderators will review this conversation.' });
        },
        onError: (error) => failure(error, 'The report'),
      },
    );
  const onBlock = () => {
    if (!window.confirm('Block this person? The conversation disappears for both of you and you will never be matched again.')) return;
    block.mutate(matchId, {
      onSuccess: () => {
        toast({ title: 'Blocked', description: 'You will not hear from this person again.' });
        navigate(paths.messages, { replace: true });
      },
      onError: (error) => failure(error, 'The block'),
    });
  };

  // Compact at the message it concerns (docs/decisions/055): the pattern, then two lines of the explanation
  // (all of it on tap) beside the two actions.
  return (
    <div role="note" aria-label={`Warning: ${rule.title}`} className="mt-1 w-full max-w-[85%] rounded-xl border border-accent bg-accent-soft px-2.5 py-1.5 text-xs text-accent-foreground">
      <p className="flex items-center gap-1.5 font-bold leading-tight">
        <ShieldAlert className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0">{rule.title}</span>
      </p>
      <div className="mt-1 flex items-center gap-1.5">
        <button
          type="button"
          aria-expanded={isExplained}
          onClick={() => setIsExplained((open) => !open)}
          className={cn('min-w-0 flex-1 text-start leading-snug', !isExplained && 'line-clamp-2')}
        >
          {rule.explanation}
        </button>
        <Button size="sm" variant="outline" className="h-8 shrink-0 px-2 text-xs" onClick={onReport} disabled={report.isPending || isReported}>
          <Flag aria-hidden="true" />
          {isReported ? 'Reported' : 'Report'}
        </Button>
        <Button size="sm" variant="destructive" className="h-8 shrink-0 px-2 text-xs" onClick={onBlock} disabled={block.isPending}>
          <Ban aria-hidden="true" />
          Block
        </Button>
      </div>
    </div>
  );
}
