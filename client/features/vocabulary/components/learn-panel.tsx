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
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to save your progress. Please try again.' }),
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
        const limited = rateLimitMessage(error, 'reviews');
        toast({ variant: 'destructive', title: limited ? 'Slow down' : 'Error', description: limited ?? 'Failed to save your progress. Please try again.' });
      },
    });
  };

  useTermShortcuts({ onPrevious: () => move(-1), onNext: () => move(1), onStillLearning: () => answer(false), onMastered: () => answer(true), onReveal: reveal }, isActive && current !== undefined);

  if (terms.isPending) return <Spinner label="Loading terms" />;
  if (terms.isError) {
    return (
      <ErrorState title="Couldn't load your terms" description="There was a problem loading the vocabulary terms. Please try again.">
        <Button variant="outline" className="mt-2" onClick={() => void terms.refetch()}>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
      </ErrorState>
    );
  }
  if (!current) {
    return stats?.total === 0 ? (
      <EmptyState icon={<BookOpenCheck className="size-8 text-secondary" aria-hidden="true" />} title="No vocabulary terms available to review at this time." />
    ) : (
      <EmptyState icon={<PartyPopper className="size-8 text-primary" aria-hidden="true" />} title="You've completed all available terms for now! Check back later for more.">
        <Button variant="outline" className="mt-2" onClick={onShowStats}>
          See your stats
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-3 md:gap-4">
      <QueuedWrites kind="review" noun={['answer', 'answers']} />
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
        <nav aria-label="Terms" className="flex items-center justify-between gap-3 border-t border-border px-2 py-1 md:py-1.5">
          <Button variant="ghost" size="icon" className="size-9 md:size-11" onClick={() => move(-1)} disabled={count < 2} aria-label="Previous term" aria-keyshortcuts={TERM_SHORTCUTS.previous}>
            <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
            Term {index + 1} of {count}
          </p>
          <Button variant="ghost" size="icon" className="size-9 md:size-11" onClick={() => move(1)} disabled={count < 2} aria-label="Next term" aria-keyshortcuts={TERM_SHORTCUTS.next}>
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
          Still Learning
          <KeyHint>{TERM_SHORTCUTS.stillLearning}</KeyHint>
        </Button>
        <Button variant="secondary" size="lg" className="px-3 text-sm sm:text-base" onClick={() => answer(true)} disabled={save.isPending || !isRevealed} aria-keyshortcuts={TERM_SHORTCUTS.mastered}>
          <Sparkles className="hidden sm:block" aria-hidden="true" />
          Mark as Mastered
          <KeyHint>{TERM_SHORTCUTS.mastered}</KeyHint>
        </Button>
      </div>
      <p className="hidden text-center text-xs text-muted-foreground md:block">
        Use the arrow keys to move between terms, <kbd className="font-semibold">S</kbd> to show the definition, <kbd className="font-semibold">L</kbd> for Still Learning and{' '}
        <kbd className="font-semibold">M</kbd> to mark a term as mastered.
      </p>
    </div>
  );
}
