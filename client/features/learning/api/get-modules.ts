import { queryOptions } from '@tanstack/react-query';
import type { LearningModuleSummary } from '@shared/contracts/learning';
import learningModulesJsonSchema from '@shared/contracts/first-paint-schemas/learning-modules.json';
import { apiGet } from '@/lib/api-client';
import { jsonSchemaParser } from '@/lib/json-schema-parser';

/** learningModuleListSchema in its JSON Schema form: the server-rendered learning pages are taken over with this answer, so
 *  zod is not loaded for it (docs/decisions/032-api-contract-and-openapi.md). */
const moduleListResponseSchema = jsonSchemaParser<LearningModuleSummary[]>(learningModulesJsonSchema);

export const MODULES_URL = '/api/learning/modules';

const modulesUrl = (coinId?: number) => (coinId ? `${MODULES_URL}?coinId=${coinId}` : MODULES_URL);

export const getModules = (coinId?: number, signal?: AbortSignal) => apiGet(modulesUrl(coinId), moduleListResponseSchema, signal);

/** With a coinId, only the modules about that coin (docs/product.md section 2 ("Learning home")). */
export const getModulesQueryOptions = (coinId?: number) =>
  queryOptions({
    queryKey: [modulesUrl(coinId)],
    queryFn: ({ signal }) => getModules(coinId, signal),
  });
