import { queryOptions } from '@tanstack/react-query';
import type { LearningModule } from '@shared/contracts/learning';
import learningModuleJsonSchema from '@shared/contracts/first-paint-schemas/learning-module.json';
import { apiGet } from '@/lib/api-client';
import { jsonSchemaParser } from '@/lib/json-schema-parser';

/** learningModuleSchema in its JSON Schema form: the server-rendered learning pages are taken over with this answer, so
 *  zod is not loaded for it (docs/decisions/032-api-contract-and-openapi.md). */
const moduleResponseSchema = jsonSchemaParser<LearningModule>(learningModuleJsonSchema);

export const getModule = (moduleId: number, signal?: AbortSignal) => apiGet(`/api/learning/modules/${moduleId}`, moduleResponseSchema, signal);

export const getModuleQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: [`/api/learning/modules/${moduleId}`],
    queryFn: ({ signal }) => getModule(moduleId, signal),
  });
