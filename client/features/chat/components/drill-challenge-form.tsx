import { useState, type FormEvent } from 'react';
import { DRILL_IDS, type ChallengeDrillId } from '@shared/contracts/drill-challenge';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { newClientId } from '@/lib/client-id';
import { useSendDrillChallenge } from '../api/drill-challenge';
import { drillTexts } from '../lib/drill-texts';

/**
 * "Challenge with a drill" in the composer's teaching dialog (docs/decisions/054-practice-wallet-and-quiz-fairness.md):
 * one of the practice wallet's six drills, each with its one-line description, sent as a card.
 */
export function DrillChallengeForm({ matchId, onSent }: { matchId: number; onSent: () => void }) {
  const { i18n } = useI18n();
  const send = useSendDrillChallenge(matchId);
  const [drill, setDrill] = useState<ChallengeDrillId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onlineOnly = useOnlineOnly();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!drill) return setError(i18n._({ id: 'chat.drillChallenge.pickDrill', message: 'Pick a drill to send.' }));
    send.mutate(
      { drillId: drill, clientId: newClientId() },
      {
        onSuccess: onSent,
        onError: (failure) =>
          setError(
            failure instanceof HttpError
              ? (failure.serverMessage ?? i18n._({ id: 'chat.drillChallenge.sendFailed', message: 'The challenge was not sent. Please try again.' }))
              : i18n._({ id: 'chat.drillChallenge.sendOffline', message: 'The challenge was not sent. Check your connection and try again.' }),
          ),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-2 grid min-w-0 gap-4">
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm font-semibold">{i18n._({ id: 'chat.drillChallenge.drillLegend', message: 'Drill' })}</legend>
        {DRILL_IDS.map((id) => {
          const { title, summary } = drillTexts(i18n, id);
          return (
            <label key={id} className="flex min-w-0 cursor-pointer items-start gap-2 rounded-xl border border-border p-3 text-sm has-[:checked]:border-secondary has-[:checked]:bg-teal-soft">
              <input type="radio" name="drill-challenge-drill" value={id} className="mt-1 size-4 shrink-0" checked={drill === id} onChange={() => setDrill(id)} />
              <span className="grid min-w-0 gap-0.5">
                <span className="wrap-anywhere font-semibold">{title}</span>
                <span className="wrap-anywhere text-muted-foreground">{summary}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <DialogFooter>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-destructive wrap-anywhere">
            {error}
          </p>
        ) : null}
        {onlineOnly.reason}
        <Button type="submit" disabled={send.isPending} {...onlineOnly.controlProps}>
          {send.isPending ? i18n._({ id: 'chat.drillChallenge.sending', message: 'Sending…' }) : i18n._({ id: 'chat.drillChallenge.send', message: 'Send challenge' })}
        </Button>
      </DialogFooter>
    </form>
  );
}
