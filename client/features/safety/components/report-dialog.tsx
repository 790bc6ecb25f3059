import { useState } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@shared/constants/safety';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useCreateReport } from '../api/create-report';
import { REPORT_REASON_NAMES } from '../lib/report-reasons';

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
  const { i18n } = useI18n();
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
            title: result.blocked ? i18n._({ id: 'safety.report.doneBlocked', message: 'Reported and blocked' }) : i18n._({ id: 'safety.report.done', message: 'Report sent' }),
            description: result.blocked
              ? i18n._({ id: 'safety.report.doneBlockedDescription', message: 'Thank you. A moderator will review it, and you will not see each other again.' })
              : i18n._({ id: 'safety.report.doneDescription', message: 'Thank you. A moderator will review it.' }),
          });
          onReported?.(result.blocked);
        },
        onError: (failure) =>
          setError(
            failure instanceof HttpError && failure.status < 500
              ? (failure.serverMessage ?? i18n._({ id: 'safety.report.check', message: 'Please check the report.' }))
              : i18n._({ id: 'safety.report.failed', message: 'The report could not be sent. Please try again.' }),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md p-5 sm:p-6" aria-describedby="report-dialog-description">
        <DialogTitle className="break-words pe-8">
          {target.message ? i18n._({ id: 'safety.report.messageTitle', message: 'Report this message' }) : i18n._({ id: 'safety.report.title', message: 'Report {name}', values: { name } })}
        </DialogTitle>
        <DialogDescription id="report-dialog-description" className="break-words [overflow-wrap:anywhere]">
          {i18n._({ id: 'safety.report.description', message: '{name} will not know who reported them. A moderator reads the report and the messages around it.', values: { name } })}
        </DialogDescription>
        {target.message ? (
          <blockquote className="mt-3 rounded-xl bg-muted px-3 py-2 text-sm">
            <span className="line-clamp-3 break-words [overflow-wrap:anywhere]">{target.message.content}</span>
          </blockquote>
        ) : null}
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{i18n._({ id: 'safety.report.reason', message: 'What is wrong?' })}</legend>
          <div className="grid gap-1.5">
            {REPORT_REASONS.map((option) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                <input type="radio" name="report-reason" value={option} checked={reason === option} onChange={() => setReason(option)} className="size-4 accent-[var(--color-primary)]" />
                {i18n._(REPORT_REASON_NAMES[option])}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-4 block text-sm font-semibold" htmlFor="report-details">
          {i18n._({ id: 'safety.report.details', message: 'Anything to add?' })}{' '}
          <span className="font-normal text-muted-foreground">{i18n._({ id: 'safety.common.optional', message: '(optional)' })}</span>
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
            {i18n._({ id: 'safety.report.report', message: 'Report' })}
          </Button>
          <Button variant="destructive" onClick={() => submit(true)} disabled={report.isPending} {...onlineOnly.controlProps}>
            {i18n._({ id: 'safety.report.reportAndBlock', message: 'Report and block' })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
