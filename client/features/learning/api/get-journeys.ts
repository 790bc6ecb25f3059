import { queryOptions } from '@tanstack/react-query';
import type { Journey } from '@shared/contracts/learning';
import journeysJsonSchema from '@shared/contracts/first-paint-schemas/journeys.json';
import { apiGet } from '@/lib/api-client';
import { jsonSchemaParser } from '@/lib/json-schema-parser';

/** journeyListSchema in its JSON Schema form: the server-rendered learning pages are taken over with this answer, so
 *  zod is not loaded for it (docs/decisions/032-api-contract-and-openapi.md). */
const journeyListResponseSchema = jsonSchemaParser<Journey[]>(journeysJsonSchema);

export const JOURNEYS_URL = '/api/learning/journeys';

export const getJourneys = (signal?: AbortSignal) => apiGet(JOURNEYS_URL, journeyListResponseSchema, signal);

export const getJourneysQueryOptions = () =>
  queryOptions({
    queryKey: [JOURNEYS_URL],
    queryFn: ({ signal }) => getJourneys(signal),
  });
