import { queryOptions } from '@tanstack/react-query';
import type { LearningProgress } from '@shared/contracts/learning';
import { getJson } from '@/lib/api-client';

export const PROGRESS_URL = '/api/learning/progress';

export const getProgress = (signal?: AbortSignal) => getJson<LearningProgress[]>(PROGRESS_URL, 'throw', signal);

/** Every progress record of the signed-in user; screens pick a module's record from it. */
export const getProgressQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [PROGRESS_URL],
    queryFn: async ({ signal }) => (await getProgress(signal)) ?? [],
    enabled: isEnabled,
  });
