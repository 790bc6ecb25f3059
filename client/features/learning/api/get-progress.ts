import { queryOptions } from '@tanstack/react-query';
import { learningProgressListSchema } from '@shared/contracts/learning';
import { apiGet } from '@/lib/api-client';

export const PROGRESS_URL = '/api/learning/progress';

export const getProgress = (signal?: AbortSignal) => apiGet(PROGRESS_URL, learningProgressListSchema, signal);

/** Every progress record of the signed-in user; screens pick a module's record from it. */
export const getProgressQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [PROGRESS_URL],
    queryFn: ({ signal }) => getProgress(signal),
    enabled: isEnabled,
  });
