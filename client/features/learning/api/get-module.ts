import { queryOptions } from '@tanstack/react-query';
import { learningModuleSchema } from '@shared/contracts/learning';
import { apiGet } from '@/lib/api-client';

export const getModule = (moduleId: number, signal?: AbortSignal) => apiGet(`/api/learning/modules/${moduleId}`, learningModuleSchema, signal);

export const getModuleQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: [`/api/learning/modules/${moduleId}`],
    queryFn: ({ signal }) => getModule(moduleId, signal),
  });
