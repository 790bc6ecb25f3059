import { MessageCircle, Swords } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import type { Outcome } from '../lib/drills/common';

/** A drill challenge from the chat: the message that carries it and the conversation it goes back to. */
export interface Challenge {
  messageId: number;
  matchId: number;
}

export type ChallengeResultPoster = (messageId: number, score: { right: number; total: number }) => Promise<unknown>;

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; right: number; total: number } | { kind: 'failed'; reason: string | null; canRetry: boolean };

const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The challenge named by the wallet's address, when both its ids are there. */
export function challengeFrom(params: URLSearchParams): Challenge | null {
  const messageId = positiveInt(params.get('challenge'));
  const matchId = positiveInt(params.get('chat'));
  return messageId && matchId ? { messageId, matchId } : null;
}

/**
 * Posts the first finished run's score, once (docs/decisions/054-practice-wallet-and-quiz-fairness.md): only the
 * counts leave the browser, after the drill is over; a replay sends nothing.
 */
export function useChallengeResult(challenge: Challenge | null, post: ChallengeResultPoster | undefined) {
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const first = useRef<{ right: number; total: number } | null>(null);
  const send = async () => {
    if (!challenge || !post || !first.current) return;
    const score = first.current;
    setState({ kind: 'sending' });
    try {
      await post(challenge.messageId, score);
      setState({ kind: 'sent', ...score });
    } catch (error) {
      // A 409: the result is recorded already (another device, an earlier run): sending again cannot help.
      setState({ kind: 'failed', reason: error instanceof HttpError ? (error.serverMessage ?? null) : null, canRetry: !(error instanceof HttpError && error.status === 409) });
    }
  };
  const finish = (outcomes: readonly Outcome[]) => {
    if (first.current) return;
    first.current = { right: outcomes.filter((outcome) => outcome.isCorrect).length, total: outcomes.length };
    void send();
  };
  return { state, finish, retry: () => void send() };
}

/** Above the drill: whose challenge this is and what happens to the score; below it, once done, where the score went. */
export function ChallengePanel({ challenge, state, onRetry }: { challenge: Challenge; state: SendState; onRetry: () => void }) {
  const { i18n } = useI18n();
  return (
    <section className="grid gap-2 rounded-2xl border border-border bg-card p-4" aria-labelledby="challenge-title" data-testid="challenge-panel">
      <h2 id="challenge-title" className="flex items-center gap-2 font-bold">
        <Swords className="size-5 shrink-0" aria-hidden="true" />
        {i18n._({ id: 'practiceWallet.challenge.title', message: 'Challenge from your chat' })}
      </h2>
      <p className="text-sm" role="status" data-testid="challenge-status">
        {state.kind === 'idle'
          ? i18n._({ id: 'practiceWallet.challenge.idle', message: 'Your first run counts. When it ends, only your score goes back to the chat.' })
          : state.kind === 'sending'
            ? i18n._({ id: 'practiceWallet.challenge.sending', message: 'Sending your score to the chat…' })
            : state.kind === 'sent'
              ? i18n._({ id: 'practiceWallet.challenge.sent', message: 'Your score ({right}/{total}) is in the chat.', values: { right: state.right, total: state.total } })
              : (state.reason ?? i18n._({ id: 'practiceWallet.challenge.failed', message: 'Your score could not be sent. Check your connection and try again.' }))}
      </p>
      <div className="flex flex-wrap gap-2">
        {state.kind === 'failed' && state.canRetry ? (
          <Button type="button" onClick={onRetry}>
            {i18n._({ id: 'practiceWallet.challenge.retry', message: 'Send my score again' })}
          </Button>
        ) : null}
        {state.kind === 'sent' || state.kind === 'failed' ? (
          <Button asChild variant="outline">
            <Link href={paths.chat(challenge.matchId)}>
              <MessageCircle aria-hidden="true" /> {i18n._({ id: 'practiceWallet.challenge.backToChat', message: 'Back to the chat' })}
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
