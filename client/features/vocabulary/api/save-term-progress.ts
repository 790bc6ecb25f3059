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

/** 'Still Learning' sends mastered false, 'Mark as Mastered' true (docs/product.md section 4). */
export interface TermAnswer {
  termId: number;
  mastered: boolean;
  /** A fresh id per answer (lib/client-id), so a retried request (or one from the offline outbox) is recorded once. */
  clientId: string;
}

/** The request body of an answer: the same whether sent now or kept in the offline outbox. */
export const termAnswerBody = ({ termId, mastered, clientId }: TermAnswer): SaveTermProgressInput => ({
  termId,
  learned: true,
  mastered,
  clientId,
  timeZone: browserTimeZone(),
});

/** docs/product.md section 4: after either answer, the next terms, streak and stats are refreshed. */
export function useSaveTermProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TermAnswer) => saveTermProgress(termAnswerBody(answer)),
    onSettled: () => Promise.all([getNextTermsQueryOptions(), getVocabularyStreakQueryOptions(), getVocabularyStatsQueryOptions()].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey }))),
  });
}
