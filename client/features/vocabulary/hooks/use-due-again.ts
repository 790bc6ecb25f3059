import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { NextTerm } from '@shared/contracts/vocabulary';
import { getNextTermsQueryOptions } from '../api/get-next-terms';

/** A "Still Learning" term due again within this long comes back in the same sitting. */
export const SAME_SITTING_MS = 60 * 60 * 1000;

interface Pending {
  term: NextTerm;
  dueAt: number;
}

/**
 * The short-term queue of spaced repetition: a term answered "Still Learning" leaves the list and the server
 * schedules it minutes later; when that time comes it returns here, and the next terms are fetched again (the
 * server's list then has it too). Without this the trainer said "completed" until a reload.
 */
export function useDueAgain(): { dueTerms: NextTerm[]; remember: (term: NextTerm, due: string) => void; forget: (termId: number) => void } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);
  const [now, setNow] = useState(() => Date.now());

  const remember = useCallback((term: NextTerm, due: string) => {
    const dueAt = Date.parse(due);
    const current = Date.now();
    setNow(current);
    if (!Number.isFinite(dueAt) || dueAt - current > SAME_SITTING_MS) return;
    setPending((list) => [...list.filter((entry) => entry.term.id !== term.id), { term, dueAt }]);
  }, []);
  const forget = useCallback((termId: number) => setPending((list) => list.filter((entry) => entry.term.id !== termId)), []);

  // Wake up at the earliest due time still ahead.
  const nextDueAt = Math.min(...pending.filter((entry) => entry.dueAt > now).map((entry) => entry.dueAt));
  useEffect(() => {
    if (!Number.isFinite(nextDueAt)) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void queryClient.invalidateQueries({ queryKey: getNextTermsQueryOptions().queryKey });
      },
      Math.max(0, nextDueAt - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [nextDueAt, queryClient]);

  const dueTerms = pending.filter((entry) => entry.dueAt <= now).map((entry) => entry.term);
  return { dueTerms, remember, forget };
}
