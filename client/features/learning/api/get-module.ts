import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const moduleResponseSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.learningModuleSchema);

export const getModule = (moduleId: number, signal?: AbortSignal) => apiGet(`/api/learning/modules/${moduleId}`, moduleResponseSchema, signal);

export const getModuleQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: [`/api/learning/modules/${moduleId}`],
    queryFn: ({ signal }) => getModule(moduleId, signal),
  });
