import { queryOptions } from '@tanstack/react-query';
import type { Journey } from '@shared/contracts/learning';
import { getJson } from '@/lib/api-client';

export const JOURNEYS_URL = '/api/learning/journeys';

export const getJourneys = (signal?: AbortSignal) => getJson<Journey[]>(JOURNEYS_URL, 'throw', signal);

export const getJourneysQueryOptions = () =>
  queryOptions({
    queryKey: [JOURNEYS_URL],
    queryFn: async ({ signal }) => (await getJourneys(signal)) ?? [],
  });
