import { useState } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@shared/constants/safety';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useCreateReport } from '../api/create-report';

export interface ReportTarget {
  matchId: number;
  user: { id: number; displayName: string };
  /** The message being reported, when the report starts from a bubble. */
  message?: { id: number; content: string };
}

interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the report was filed; `blocked` when the match ended with it. */
  onReported?: (blocked: boolean) => void;
}

/**
 * Report a match, or one of their messages: a reason (scams first, the commonest harm here), optional
 * details, then "Report" or "Report and block" in one tap.
 */
export function ReportDialog({ target, open, onOpenChange, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason>('scam_or_fraud');
  const [details, setDetails] = useState('');
  const report = useCreateReport(target.matchId);
  const onlineOnly = useOnlineOnly();
  const [error, setError] = useState<string | null>(null);
  const name = target.user.displayName;

  const submit = (block: boolean) => {
    setError(null);
    report.mutate(
      { reportedUserId: target.user.id, matchId: target.matchId, messageId: target.message?.id, reason, details: details.trim(), block },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          toast({
            title: result.blocked ? 'Reported and blocked' : 'Report sent',
            description: result.blocked ? 'Thank you. A moderator will review it, and you will not see each other again.' : 'Thank you. A moderator will review it.',
          });
          onReported?.(result.blocked);
        },
        onError: (failure) => setError(failure instanceof HttpError && failure.status < 500 ? (failure.serverMessage ?? 'Please check the report.') : 'The report could not be sent. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md p-5 sm:p-6" aria-describedby="report-dialog-description">
        <DialogTitle className="break-words pe-8">{target.message ? 'Report this message' : `Report ${name}`}</DialogTitle>
        <DialogDescription id="report-dialog-description" className="break-words [overflow-wrap:anywhere]">
          {name} will not know who reported them. A moderator reads the report and the messages around it.
        </DialogDescription>
        {target.message ? (
          <blockquote className="mt-3 rounded-xl bg-muted px-3 py-2 text-sm">
            <span className="line-clamp-3 break-words [overflow-wrap:anywhere]">{target.message.content}</span>
          </blockquote>
        ) : null}
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">What is wrong?</legend>
          <div className="grid gap-1.5">
            {REPORT_REASONS.map((option) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                <input type="radio" name="report-reason" value={option} checked={reason === option} onChange={() => setReason(option)} className="size-4 accent-[var(--color-primary)]" />
                {REPORT_REASON_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-4 block text-sm font-semibold" htmlFor="report-details">
          Anything to add? <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <textarea
          id="report-details"
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={REPORT_DETAILS_MAX}
          rows={2}
          className="mt-1 w-full resize-y rounded-xl border border-input bg-background px-3 py-2 text-sm"
        />
        {error ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-destructive">
            {error}
          </p>
        ) : null}
        {onlineOnly.reason ? <div className="mt-3">{onlineOnly.reason}</div> : null}
        {/* Kept in view while the reasons scroll: "Report and block" is always one tap away. */}
        <div className="sticky -bottom-5 -mx-5 mt-4 flex flex-col-reverse gap-2 border-t border-border bg-card px-5 pb-5 pt-3 sm:-bottom-6 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6">
          <Button variant="outline" onClick={() => submit(false)} disabled={report.isPending} {...onlineOnly.controlProps}>
            Report
          </Button>
          <Button variant="destructive" onClick={() => submit(true)} disabled={report.isPending} {...onlineOnly.controlProps}>
            Report and block
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
