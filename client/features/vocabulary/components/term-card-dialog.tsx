import { AlertCircle, Check, LoaderCircle, Plus } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import type { TermOrigin } from '@/lib/term-links';
import { useAddTermToDeck } from '../api/add-term-to-deck';
import { useTermCard } from '../api/get-term-card';
import { PronunciationButton } from './pronunciation-button';
import { useI18n } from '@/i18n/provider';
import { termCategoryText } from '../utils/term-category';

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** "Add to my deck" for a signed-in learner, a sign-in prompt for a guest; loading, error and done states inline. */
function DeckAction({ termId, inDeck, origin }: { termId: number; inDeck: boolean | null; origin?: TermOrigin }) {
  const { user } = useCurrentUser();
  const add = useAddTermToDeck();
  const { i18n } = useI18n();
  if (!user || inDeck === null) {
    return (
      <div className="grid gap-2 rounded-2xl bg-muted px-4 py-3">
        <p className="text-sm">{i18n._({ id: 'vocabulary.card.signIn', message: 'Sign in to add this term to your deck and review it with spaced repetition.' })}</p>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild>
            <Link href={paths.auth({ redirect: currentPath() })}>{i18n._({ id: 'vocabulary.card.signUp', message: 'Sign Up' })}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.auth({ mode: 'login', redirect: currentPath() })}>{i18n._({ id: 'vocabulary.card.login', message: 'Login' })}</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (add.isSuccess) {
    return (
      <div role="status" className="grid gap-2 rounded-2xl bg-teal-soft px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-secondary">
          <Check className="size-4 shrink-0" aria-hidden="true" />
          {i18n._({ id: 'vocabulary.card.added', message: 'Added: it is first in your review queue.' })}
        </p>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link href={paths.vocabulary}>{i18n._({ id: 'vocabulary.card.reviewNow', message: 'Review it now' })}</Link>
        </Button>
      </div>
    );
  }
  const errorMessage =
    add.error instanceof HttpError
      ? (add.error.serverMessage ?? i18n._({ id: 'vocabulary.card.addFailed', message: 'Could not add the term.' }))
      : i18n._({ id: 'vocabulary.card.addOffline', message: 'Could not add the term. Check your connection.' });
  return (
    <div className="grid gap-2">
      <Button onClick={() => add.mutate({ termId, fromMessage: origin })} disabled={add.isPending} className="justify-self-stretch sm:justify-self-start">
        {add.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {inDeck ? i18n._({ id: 'vocabulary.card.reviewNext', message: 'Review it next' }) : i18n._({ id: 'vocabulary.card.add', message: 'Add to my deck' })}
      </Button>
      {inDeck ? <p className="text-xs text-muted-foreground">{i18n._({ id: 'vocabulary.card.alreadyInDeck', message: 'Already in your deck: this puts it first in your review queue.' })}</p> : null}
      {add.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A term's card opened from lesson or chat text: term, pronunciation, category,
 * definition, example and the deck action. A sheet from the bottom on a phone, a centred dialog from sm up.
 */
export function TermCardDialog({
  termId,
  origin,
  returnFocusRef,
  onClose,
}: {
  termId: number | null;
  /** The partner's message the term was opened from, if any. */
  origin?: TermOrigin;
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const card = useTermCard(termId);
  const { i18n } = useI18n();
  const loading = i18n._({ id: 'vocabulary.card.loading', message: 'Loading term' });
  const definition = i18n._({ id: 'vocabulary.term.definition', message: 'Definition' });
  const example = i18n._({ id: 'vocabulary.term.example', message: 'Example' });
  return (
    <Dialog open={termId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="top-auto bottom-0 max-h-[85dvh] w-full max-w-none translate-y-0 rounded-b-none p-5 sm:top-1/2 sm:bottom-auto sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-y-1/2 sm:rounded-b-[var(--radius-card)]"
        aria-describedby={undefined}
        // No DialogTrigger: focus goes back to the term that opened the card.
        onCloseAutoFocus={(event) => {
          const opener = returnFocusRef.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {card.isPending ? (
          <div aria-busy="true">
            <DialogTitle className="sr-only">{loading}</DialogTitle>
            <Spinner label={loading} />
          </div>
        ) : card.isError ? (
          <div className="grid gap-3 py-2 pe-8">
            <DialogTitle className="text-lg">{i18n._({ id: 'vocabulary.card.loadFailed', message: 'This term could not be loaded' })}</DialogTitle>
            <DialogDescription>
              {card.error instanceof HttpError && card.error.status === 404
                ? i18n._({ id: 'vocabulary.card.gone', message: 'It is no longer in the vocabulary.' })
                : i18n._({ id: 'vocabulary.card.checkConnection', message: 'Check your connection and try again.' })}
            </DialogDescription>
            <Button variant="outline" className="justify-self-start" onClick={() => void card.refetch()}>
              {i18n._({ id: 'vocabulary.card.tryAgain', message: 'Try again' })}
            </Button>
          </div>
        ) : (
          <article className="grid min-w-0 gap-3">
            <div className="flex flex-wrap items-center gap-2 pe-10">
              <Badge variant="coral">{termCategoryText(i18n, card.data.category)}</Badge>
              {card.data.inDeck ? <Badge variant="soft">{i18n._({ id: 'vocabulary.card.inDeck', message: 'In your deck' })}</Badge> : null}
            </div>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <DialogTitle className="text-2xl font-extrabold leading-tight break-words">{card.data.term}</DialogTitle>
                <p className="mt-1 font-mono text-sm text-muted-foreground break-words">
                  <span className="sr-only">{i18n._({ id: 'vocabulary.term.pronounced', message: 'Pronounced' })} </span>/{card.data.pronunciationText}/
                </p>
              </div>
              <PronunciationButton term={card.data.term} audioUrl={card.data.pronunciationAudioUrl} />
            </div>
            <section aria-label={definition}>
              <h3 className="text-xs font-bold uppercase tracking-wide text-muted-foreground">{definition}</h3>
              <p className="mt-1 text-[0.95rem] leading-relaxed break-words">{card.data.definition}</p>
            </section>
            <section className="rounded-2xl bg-teal-soft px-4 py-3" aria-label={example}>
              <h3 className="text-xs font-bold uppercase tracking-wide text-secondary">{example}</h3>
              <p className="mt-1 text-sm leading-relaxed italic break-words">{card.data.example}</p>
            </section>
            <DeckAction key={card.data.id} termId={card.data.id} inDeck={card.data.inDeck} origin={origin} />
          </article>
        )}
      </DialogContent>
    </Dialog>
  );
}
