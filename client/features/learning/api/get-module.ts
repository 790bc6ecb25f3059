import { queryOptions } from '@tanstack/react-query';
import type { LearningModule } from '@shared/contracts/learning';
import { getJson } from '@/lib/api-client';

export const getModule = (moduleId: number, signal?: AbortSignal) => getJson<LearningModule>(`/api/learning/modules/${moduleId}`, 'throw', signal);

export const getModuleQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: [`/api/learning/modules/${moduleId}`],
    queryFn: async ({ signal }) => {
      const module = await getModule(moduleId, signal);
      if (!module) throw new Error('Module not found');
      return module;
    },
  });
