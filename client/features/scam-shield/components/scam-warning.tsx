import { Ban, Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { scamRuleFor, type ScamWarningKind } from '@shared/constants/scam-rules';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
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

  return (
    <div role="note" aria-label={`Warning: ${rule.title}`} className="mt-1 w-full max-w-[85%] rounded-2xl border border-accent bg-accent-soft p-3 text-sm text-accent-foreground">
      <p className="flex items-center gap-1.5 font-bold">
        <ShieldAlert className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{rule.title}</span>
      </p>
      <p className="mt-1 leading-snug">{rule.explanation}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onReport} disabled={report.isPending || isReported}>
          <Flag aria-hidden="true" />
          {isReported ? 'Reported' : 'Report'}
        </Button>
        <Button size="sm" variant="destructive" onClick={onBlock} disabled={block.isPending}>
          <Ban aria-hidden="true" />
          Block
        </Button>
      </div>
    </div>
  );
}
