import { queryOptions } from '@tanstack/react-query';
import { journeyListSchema } from '@shared/contracts/learning';
import { apiGet } from '@/lib/api-client';

export const JOURNEYS_URL = '/api/learning/journeys';

export const getJourneys = (signal?: AbortSignal) => apiGet(JOURNEYS_URL, journeyListSchema, signal);

export const getJourneysQueryOptions = () =>
  queryOptions({
    queryKey: [JOURNEYS_URL],
    queryFn: ({ signal }) => getJourneys(signal),
  });
