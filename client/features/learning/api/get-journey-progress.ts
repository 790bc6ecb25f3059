import { queryOptions } from '@tanstack/react-query';
import type { JourneyProgress } from '@shared/contracts/learning';
import { getJson } from '@/lib/api-client';

export const JOURNEY_PROGRESS_URL = '/api/learning/journeys/progress';

export const getJourneyProgress = (userId: number, signal?: AbortSignal) =>
  getJson<JourneyProgress[]>(`${JOURNEY_PROGRESS_URL}/${userId}`, 'throw', signal);

/** Sent only with the signed-in user's own id (docs/product.md section 7; docs/design.md section 6.5: no fallback user). */
export const getJourneyProgressQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [`${JOURNEY_PROGRESS_URL}/${userId}`],
    queryFn: async ({ signal }) => (await getJourneyProgress(userId, signal)) ?? [],
  });
