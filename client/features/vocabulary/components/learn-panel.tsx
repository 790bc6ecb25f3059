import { BookOpenCheck, ChevronLeft, ChevronRight, PartyPopper, RotateCcw, Sparkles } from 'lucide-react';
import { AnimatePresence, domAnimation, LazyMotion, m } from 'motion/react';
import { useState } from 'react';
import type { NextTerm, VocabularyStats } from '@shared/contracts/vocabulary';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { rateLimitMessage } from '@/lib/rate-limit-message';
import { toast } from '@/lib/toast-store';
import { useNextTerms } from '../api/get-next-terms';
import { TERM_PROGRESS_URL, termAnswerBody, useSaveTermProgress, type TermAnswer } from '../api/save-term-progress';
import { QueuedWrites } from '@/components/queued-writes';
import { newClientId } from '@/lib/client-id';
import { enqueueWrite, isNetworkFailure, useOutbox } from '@/lib/outbox';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useDueAgain } from '../hooks/use-due-again';
import { TERM_SHORTCUTS, useTermShortcuts } from '../hooks/use-term-shortcuts';
import { TermCard } from './term-card';
import { useI18n } from '@/i18n/provider';
import { marked, richText } from '../utils/rich-text';

function KeyHint({ children }: { children: string }) {
  return (
    <kbd aria-hidden="true" className="hidden rounded-md border border-current/30 px-1.5 py-0.5 font-sans text-[0.7rem] leading-none opacity-80 md:inline">
      {children}
    </kbd>
  );
}

/** The Learn tab: one term at a time, arrows that wrap around, and the two answers. */
export function LearnPanel({ stats, isActive, onShowStats }: { stats: VocabularyStats | undefined; isActive: boolean; onShowStats: () => void }) {
  const terms = useNextTerms();
  const save = useSaveTermProgress();
  const [position, setPosition] = useState(0);
  const [direction, setDirection] = useState(1);
  const prefersReducedMotion = usePrefersReducedMotion();
  const dueAgain = useDueAgain();
  const [revealedId, setRevealedId] = useState<number | null>(null);
  const { i18n } = useI18n();
  const errorTitle = i18n._({ id: 'vocabulary.learn.error', message: 'Error' });
  const saveFailed = i18n._({ id: 'vocabulary.learn.saveFailed', message: 'Failed to save your progress. Please try again.' });

  // The server's list, then the terms answered "Still Learning" earlier in this sitting that are due again.
  // Answers kept offline (docs/decisions/058-offline-outbox.md) are given: their terms leave the list as they would.
  const outbox = useOutbox();
  const answeredOffline = new Set(outbox.filter((item) => item.kind === 'review').map((item) => item.scope));
  const fromServer: NextTerm[] = (terms.data ?? []).filter((term) => !answeredOffline.has(term.id));
  const list: NextTerm[] = [...fromServer, ...dueAgain.dueTerms.filter((term) => !fromServer.some((other) => other.id === term.id))];
  const count = list.length;
  // The answered term leaves the list; the next one slides into the same place (wrapping at the end).
  const index = count > 0 ? position % count : 0;
  const current = list[index];
  const isRevealed = current !== undefined && revealedId === current.id;
  const reveal = () => {
    if (current) setRevealedId(current.id);
  };

  const move = (step: number) => {
    if (count < 2) return;
    setDirection(step);
    setPosition((index + step + count) % count);
  };
  const answer = (mastered: boolean) => {
    // Rate only after recalling and checking the definition.
    if (!current || save.isPending || !isRevealed) return;
    setDirection(1);
    const term = current;
    dueAgain.forget(term.id);
    const answer: TermAnswer = { termId: term.id, mastered, clientId: newClientId() };
    const keep = () =>
      enqueueWrite({ kind: 'review', id: answer.clientId, url: TERM_PROGRESS_URL, body: termAnswerBody(answer), scope: term.id }).catch(() =>
        toast({ variant: 'destructive', title: errorTitle, description: saveFailed }),
      );
    if (!navigator.onLine) {
      void keep();
      return;
    }
    save.mutate(answer, {
      onSuccess: (progress) => {
        if (!mastered && progress) dueAgain.remember(term, progress.due);
      },
      onError: (error) => {
        if (isNetworkFailure(error)) {
          void keep();
          return;
        }
        const limited = rateLimitMessage(error, 'reviews', i18n);
        toast({ variant: 'destructive', title: limited ? i18n._({ id: 'vocabulary.learn.slowDown', message: 'Slow down' }) : errorTitle, description: limited ?? saveFailed });
      },
    });
  };

  useTermShortcuts({ onPrevious: () => move(-1), onNext: () => move(1), onStillLearning: () => answer(false), onMastered: () => answer(true), onReveal: reveal }, isActive && current !== undefined);

  if (terms.isPending) return <Spinner label={i18n._({ id: 'vocabulary.learn.loading', message: 'Loading terms' })} />;
  if (terms.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'vocabulary.learn.loadFailed', message: "Couldn't load your terms" })}
        description={i18n._({ id: 'vocabulary.learn.loadFailedDescription', message: 'There was a problem loading the vocabulary terms. Please try again.' })}
      >
        <Button variant="outline" className="mt-2" onClick={() => void terms.refetch()}>
          <RotateCcw aria-hidden="true" /> {i18n._({ id: 'vocabulary.common.tryAgain', message: 'Try again' })}
        </Button>
      </ErrorState>
    );
  }
  if (!current) {
    return stats?.total === 0 ? (
      <EmptyState
        icon={<BookOpenCheck className="size-8 text-secondary" aria-hidden="true" />}
        title={i18n._({ id: 'vocabulary.learn.none', message: 'No vocabulary terms available to review at this time.' })}
      />
    ) : (
      <EmptyState
        icon={<PartyPopper className="size-8 text-primary" aria-hidden="true" />}
        title={i18n._({ id: 'vocabulary.learn.allDone', message: "You've completed all available terms for now! Check back later for more." })}
      >
        <Button variant="outline" className="mt-2" onClick={onShowStats}>
          {i18n._({ id: 'vocabulary.learn.seeStats', message: 'See your stats' })}
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-3 md:gap-4">
      <QueuedWrites kind="review" />
      <Card className="overflow-hidden">
        <div className="h-1.5 bg-gradient-to-r from-coral via-accent to-teal" aria-hidden="true" />
        <LazyMotion features={domAnimation} strict>
          <AnimatePresence mode="wait" initial={false} custom={direction}>
            <m.div
              key={current.id}
              initial={prefersReducedMotion ? false : { opacity: 0, x: 32 * direction }}
              animate={{ opacity: 1, x: 0 }}
              exit={prefersReducedMotion ? { opacity: 1 } : { opacity: 0, x: -32 * direction }}
              transition={{ duration: 0.18, ease: 'easeOut' }}
            >
              <TermCard term={current} isRevealed={isRevealed} onReveal={reveal} />
            </m.div>
          </AnimatePresence>
        </LazyMotion>
        <nav aria-label={i18n._({ id: 'vocabulary.learn.terms', message: 'Terms' })} className="flex items-center justify-between gap-3 border-t border-border px-2 py-1 md:py-1.5">
          <Button
            variant="ghost"
            size="icon"
            className="size-9 md:size-11"
            onClick={() => move(-1)}
            disabled={count < 2}
            aria-label={i18n._({ id: 'vocabulary.learn.previous', message: 'Previous term' })}
            aria-keyshortcuts={TERM_SHORTCUTS.previous}
          >
            <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
            {i18n._({ id: 'vocabulary.learn.position', message: 'Term {number} of {count}', values: { number: index + 1, count } })}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 md:size-11"
            onClick={() => move(1)}
            disabled={count < 2}
            aria-label={i18n._({ id: 'vocabulary.learn.next', message: 'Next term' })}
            aria-keyshortcuts={TERM_SHORTCUTS.next}
          >
            <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </nav>
      </Card>

      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          size="lg"
          className="px-3 text-sm sm:text-base"
          onClick={() => answer(false)}
          disabled={save.isPending || !isRevealed}
          aria-keyshortcuts={TERM_SHORTCUTS.stillLearning}
        >
          <RotateCcw className="hidden sm:block" aria-hidden="true" />
          {i18n._({ id: 'vocabulary.learn.stillLearning', message: 'Still Learning' })}
          <KeyHint>{TERM_SHORTCUTS.stillLearning}</KeyHint>
        </Button>
        <Button variant="secondary" size="lg" className="px-3 text-sm sm:text-base" onClick={() => answer(true)} disabled={save.isPending || !isRevealed} aria-keyshortcuts={TERM_SHORTCUTS.mastered}>
          <Sparkles className="hidden sm:block" aria-hidden="true" />
          {i18n._({ id: 'vocabulary.learn.mastered', message: 'Mark as Mastered' })}
          <KeyHint>{TERM_SHORTCUTS.mastered}</KeyHint>
        </Button>
      </div>
      <p className="hidden text-center text-xs text-muted-foreground md:block">
        {richText(
          i18n._({
            id: 'vocabulary.learn.keys',
            message: 'Use the arrow keys to move between terms, {show} to show the definition, {still} for Still Learning and {mastered} to mark a term as mastered.',
            values: { show: marked(TERM_SHORTCUTS.reveal), still: marked(TERM_SHORTCUTS.stillLearning), mastered: marked(TERM_SHORTCUTS.mastered) },
          }),
          (key, index) => (
            <kbd key={index} className="font-semibold">
              {key}
            </kbd>
          ),
        )}
      </p>
    </div>
  );
}
