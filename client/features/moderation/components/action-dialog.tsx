import type { I18n, MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import type { ModerationAction, ModerationReport } from '@shared/contracts/moderation';
import { MODERATION_NOTE_MAX, SUSPENSION_PRESETS_HOURS } from '@shared/constants/safety';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useActOnReport } from '../api/act-on-report';

export const ACTION_LABELS: Record<ModerationAction, MessageDescriptor> = {
  dismiss: /*i18n*/ { id: 'moderation.action.dismiss', message: 'Dismiss' },
  warn: /*i18n*/ { id: 'moderation.action.warn', message: 'Warn' },
  remove_message: /*i18n*/ { id: 'moderation.action.removeMessage', message: 'Remove message' },
  suspend: /*i18n*/ { id: 'moderation.action.suspend', message: 'Suspend' },
  ban: /*i18n*/ { id: 'moderation.action.ban', message: 'Ban' },
};

const CONFIRM_LABELS: Record<ModerationAction, MessageDescriptor> = {
  dismiss: /*i18n*/ { id: 'moderation.confirm.dismiss', message: 'Confirm: dismiss' },
  warn: /*i18n*/ { id: 'moderation.confirm.warn', message: 'Confirm: warn' },
  remove_message: /*i18n*/ { id: 'moderation.confirm.removeMessage', message: 'Confirm: remove message' },
  suspend: /*i18n*/ { id: 'moderation.confirm.suspend', message: 'Confirm: suspend' },
  ban: /*i18n*/ { id: 'moderation.confirm.ban', message: 'Confirm: ban' },
};

function description(i18n: I18n, action: ModerationAction, name: string): string {
  switch (action) {
    case 'dismiss':
      return i18n._({ id: 'moderation.describe.dismiss', message: 'Close the report: nothing against the rules.' });
    case 'warn':
      return i18n._({ id: 'moderation.describe.warn', message: '{name} sees a warning until they acknowledge it.', values: { name } });
    case 'remove_message':
      return i18n._({ id: 'moderation.describe.removeMessage', message: 'Both people in the conversation see "Message removed by a moderator" instead of the text.' });
    case 'suspend':
      return i18n._({ id: 'moderation.describe.suspend', message: '{name} is signed out everywhere at once and cannot sign in until the suspension ends.', values: { name } });
    case 'ban':
      return i18n._({ id: 'moderation.describe.ban', message: '{name} is signed out everywhere at once and can never sign in again.', values: { name } });
  }
}

const durationLabel = (i18n: I18n, hours: number) =>
  hours % 24 === 0
    ? i18n._({ id: 'moderation.duration.days', message: '{days, plural, one {# day} other {# days}}', values: { days: hours / 24 } })
    : i18n._({ id: 'moderation.duration.hours', message: '{hours, plural, one {# hour} other {# hours}}', values: { hours } });

/** The confirmation of one moderation action, with an optional note for the audit log. */
export function ActionDialog({ report, action, onClose }: { report: ModerationReport; action: ModerationAction; onClose: () => void }) {
  const { i18n } = useI18n();
  const [note, setNote] = useState('');
  const [hours, setHours] = useState<number>(SUSPENSION_PRESETS_HOURS[1]);
  const act = useActOnReport(report.id);
  const onlineOnly = useOnlineOnly('sm:me-auto sm:self-center');
  const name = report.reportedUser.displayName;
  const confirm = () => {
    const input = action === 'suspend' ? { action, note, durationHours: hours } : { action, note };
    act.mutate(input, {
      onSuccess: () => {
        toast({
          title: i18n._({ id: 'moderation.done.title', message: '{action}: done', values: { action: i18n._(ACTION_LABELS[action]) } }),
          description: i18n._({ id: 'moderation.done.description', message: 'Report #{id} is handled.', values: { id: report.id } }),
        });
        onClose();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'moderation.failed', message: 'Action failed' }),
          description: error instanceof HttpError ? (error.serverMessage ?? error.message) : i18n._({ id: 'moderation.common.pleaseTryAgain', message: 'Please try again.' }),
        }),
    });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogTitle className="break-words pe-8 [overflow-wrap:anywhere]">
          {i18n._(ACTION_LABELS[action])} · {name}
        </DialogTitle>
        <DialogDescription className="break-words [overflow-wrap:anywhere]">{description(i18n, action, name)}</DialogDescription>
        {action === 'suspend' ? (
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-semibold">{i18n._({ id: 'moderation.dialog.howLong', message: 'For how long?' })}</legend>
            <div className="flex flex-wrap gap-2">
              {SUSPENSION_PRESETS_HOURS.map((preset) => (
                <label key={preset} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                  <input type="radio" name="suspension-length" checked={hours === preset} onChange={() => setHours(preset)} className="size-4 accent-[var(--color-primary)]" />
                  {durationLabel(i18n, preset)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <label htmlFor="moderation-note" className="mt-4 block text-sm font-semibold">
          {i18n._({ id: 'moderation.dialog.note', message: 'Note for the audit log' })}{' '}
          <span className="font-normal text-muted-foreground">{i18n._({ id: 'moderation.common.optional', message: '(optional)' })}</span>
        </label>
        <textarea
          id="moderation-note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={MODERATION_NOTE_MAX}
          rows={2}
          className="mt-1 w-full rounded-xl border border-input bg-background px-3 py-2 text-sm"
        />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onlineOnly.reason}
          <Button variant="outline" onClick={onClose}>
            {i18n._({ id: 'moderation.common.cancel', message: 'Cancel' })}
          </Button>
          <Button variant={action === 'dismiss' ? 'default' : 'destructive'} onClick={confirm} disabled={act.isPending} {...onlineOnly.controlProps}>
            {act.isPending ? i18n._({ id: 'moderation.common.pleaseWait', message: 'Please wait...' }) : i18n._(CONFIRM_LABELS[action])}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
