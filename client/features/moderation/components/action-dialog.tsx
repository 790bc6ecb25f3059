import { useState } from 'react';
import type { ModerationAction, ModerationReport } from '@shared/contracts/moderation';
import { MODERATION_NOTE_MAX, SUSPENSION_PRESETS_HOURS } from '@shared/constants/safety';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useActOnReport } from '../api/act-on-report';

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  warn: 'Warn',
  remove_message: 'Remove message',
  suspend: 'Suspend',
  ban: 'Ban',
};

const DESCRIPTIONS: Record<ModerationAction, (name: string) => string> = {
  dismiss: () => 'Close the report: nothing against the rules.',
  warn: (name) => `${name} sees a warning until they acknowledge it.`,
  remove_message: () => 'Both people in the conversation see "Message removed by a moderator" instead of the text.',
  suspend: (name) => `${name} is signed out everywhere at once and cannot sign in until the suspension ends.`,
  ban: (name) => `${name} is signed out everywhere at once and can never sign in again.`,
};

const durationLabel = (hours: number) => (hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`);

/** The confirmation of one moderation action, with an optional note for the audit log. */
export function ActionDialog({ report, action, onClose }: { report: ModerationReport; action: ModerationAction; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [hours, setHours] = useState<number>(SUSPENSION_PRESETS_HOURS[1]);
  const act = useActOnReport(report.id);
  const name = report.reportedUser.displayName;
  const confirm = () => {
    const input = action === 'suspend' ? { action, note, durationHours: hours } : { action, note };
    act.mutate(input, {
      onSuccess: () => {
        toast({ title: `${ACTION_LABELS[action]}: done`, description: `Report #${report.id} is handled.` });
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Action failed', description: error instanceof HttpError ? (error.serverMessage ?? error.message) : 'Please try again.' }),
    });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogTitle className="break-words pe-8 [overflow-wrap:anywhere]">
          {ACTION_LABELS[action]} · {name}
        </DialogTitle>
        <DialogDescription className="break-words [overflow-wrap:anywhere]">{DESCRIPTIONS[action](name)}</DialogDescription>
        {action === 'suspend' ? (
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-semibold">For how long?</legend>
            <div className="flex flex-wrap gap-2">
              {SUSPENSION_PRESETS_HOURS.map((preset) => (
                <label key={preset} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                  <input type="radio" name="suspension-length" checked={hours === preset} onChange={() => setHours(preset)} className="size-4 accent-[var(--color-primary)]" />
                  {durationLabel(preset)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <label htmlFor="moderation-note" className="mt-4 block text-sm font-semibold">
          Note for the audit log <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <textarea id="moderation-note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={MODERATION_NOTE_MAX} rows={2} className="mt-1 w-full rounded-xl border border-input bg-background px-3 py-2 text-sm" />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={action === 'dismiss' ? 'default' : 'destructive'} onClick={confirm} disabled={act.isPending}>
            {act.isPending ? 'Please wait...' : `Confirm: ${ACTION_LABELS[action].toLowerCase()}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
