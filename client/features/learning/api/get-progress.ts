import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const learningProgressListSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.learningProgressListSchema);

export const PROGRESS_URL = '/api/learning/progress';

export const getProgress = (signal?: AbortSignal) => apiGet(PROGRESS_URL, learningProgressListSchema, signal);

/** Every progress record of the signed-in user; screens pick a module's record from it. */
export const getProgressQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [PROGRESS_URL],
    queryFn: ({ signal }) => getProgress(signal),
    enabled: isEnabled,
  });
