import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const journeyProgressListSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.journeyProgressListSchema);

export const JOURNEY_PROGRESS_URL = '/api/learning/journeys/progress';

export const getJourneyProgress = (userId: number, signal?: AbortSignal) => apiGet(`${JOURNEY_PROGRESS_URL}/${userId}`, journeyProgressListSchema, signal);

/** Sent only with the signed-in user's own id (docs/product.md section 7; docs/design.md section 6.5: no fallback user). */
export const getJourneyProgressQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [`${JOURNEY_PROGRESS_URL}/${userId}`],
    queryFn: ({ signal }) => getJourneyProgress(userId, signal),
  });
