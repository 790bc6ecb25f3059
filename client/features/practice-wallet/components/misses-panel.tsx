import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import type { DrillId, DrillTerm, Outcome } from '../lib/drills/common';

/**
 * The vocabulary cards a run's misses point to, and the one request the practice wallet can make: adding them to
 * the review deck (docs/decisions/054-practice-wallet-and-quiz-fairness.md).
 */
export function MissesPanel({ results, onAddToDeck }: { results: Partial<Record<DrillId, Outcome[]>>; onAddToDeck: (termId: number) => Promise<unknown> }) {
  const { user } = useCurrentUser();
  const { i18n } = useI18n();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  // The drills run offline; only this one request needs the network, so only its button waits for it.
  const onlineOnly = useOnlineOnly();
  const missed = useMemo(() => {
    const byId = new Map<number, DrillTerm>();
    for (const outcomes of Object.values(results)) for (const outcome of outcomes ?? []) if (!outcome.isCorrect) byId.set(outcome.term.id, outcome.term);
    return [...byId.values()];
  }, [results]);
  if (missed.length === 0) return null;

  // The only request this screen can make, and only on this tap: the vocabulary term ids, nothing from a drill.
  const send = async () => {
    setState('sending');
    try {
      for (const term of missed) await onAddToDeck(term.id);
      setState('sent');
    } catch {
      setState('error');
    }
  };

  return (
    <section className="grid gap-2 rounded-2xl border border-border bg-card p-4" aria-labelledby="missed-title" data-testid="missed-terms">
      <h2 id="missed-title" className="font-bold">
        {i18n._({ id: 'practiceWallet.misses.title', message: 'Terms to review' })}
      </h2>
      <p className="text-sm text-muted-foreground">{i18n._({ id: 'practiceWallet.misses.intro', message: 'Your misses point to these vocabulary cards:' })}</p>
      <ul className="flex flex-wrap gap-1.5">
        {missed.map((term) => (
          <li key={term.id} className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">
            {i18n._(term.name)}
          </li>
        ))}
      </ul>
      {user ? (
        state === 'sent' ? (
          <p className="text-sm font-semibold text-emerald-800" role="status">
            {i18n._({ id: 'practiceWallet.misses.added', message: 'Added. They come first in your review deck.' })}{' '}
            <Link href={paths.vocabulary} className="underline">
              {i18n._({ id: 'practiceWallet.misses.openDeck', message: 'Open the review deck' })}
            </Link>
          </p>
        ) : (
          <>
            <Button type="button" className="justify-self-start" onClick={() => void send()} disabled={state === 'sending'} {...onlineOnly.controlProps}>
              {i18n._({
                id: 'practiceWallet.misses.add',
                message: '{count, plural, one {Add it to my review deck} other {Add all # to my review deck}}',
                values: { count: missed.length },
              })}
            </Button>
            {onlineOnly.reason}
            {state === 'error' ? (
              <p className="text-sm text-destructive" role="alert">
                {i18n._({ id: 'practiceWallet.misses.failed', message: 'Could not reach the server. Your drills are unaffected; try again.' })}
              </p>
            ) : null}
          </>
        )
      ) : (
        <p className="text-sm">
          <Link href={paths.auth({ redirect: paths.practiceWallet() })} className="font-semibold text-primary underline">
            {i18n._({ id: 'practiceWallet.misses.signIn', message: 'Sign in to add them to your review deck.' })}
          </Link>
        </p>
      )}
    </section>
  );
}
