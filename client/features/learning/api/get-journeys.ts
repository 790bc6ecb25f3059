import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const journeyListResponseSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.journeyListSchema);

export const JOURNEYS_URL = '/api/learning/journeys';

export const getJourneys = (signal?: AbortSignal) => apiGet(JOURNEYS_URL, journeyListResponseSchema, signal);

export const getJourneysQueryOptions = () =>
  queryOptions({
    queryKey: [JOURNEYS_URL],
    queryFn: ({ signal }) => getJourneys(signal),
  });
