import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTermProgressInput } from '@shared/contracts/vocabulary';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { getNextTermsQueryOptions } from './get-next-terms';
import { getVocabularyStatsQueryOptions } from './get-vocabulary-stats';
import { getVocabularyStreakQueryOptions } from './get-vocabulary-streak';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const termProgressSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.termProgressSchema);

export const TERM_PROGRESS_URL = '/api/vocabulary/user/progress';

export const saveTermProgress = (input: SaveTermProgressInput) => apiSend('POST', TERM_PROGRESS_URL, termProgressSchema, input);


/** A fresh id per answer, so a retried request is recorded once (randomUUID needs a secure context). */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 'Still Learning' sends mastered false, 'Mark as Mastered' true (docs/product.md section 4). */
export interface TermAnswer {
  termId: number;
  mastered: boolean;
}

/** docs/product.md section 4: after either answer, the next terms, streak and stats are refreshed. */
export function useSaveTermProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ termId, mastered }: TermAnswer) =>
      saveTermProgress({ termId, learned: true, mastered, clientId: newClientId(), timeZone: browserTimeZone() }),
    onSettled: () =>
      Promise.all(
        [getNextTermsQueryOptions(), getVocabularyStreakQueryOptions(), getVocabularyStatsQueryOptions()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
