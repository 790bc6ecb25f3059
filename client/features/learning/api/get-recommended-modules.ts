import { queryOptions } from '@tanstack/react-query';
import type { RecommendedModule } from '@shared/contracts/learning';
import { getJson } from '@/lib/api-client';

export const RECOMMENDED_URL = '/api/learning/modules/recommended';

export const getRecommendedModules = (signal?: AbortSignal) => getJson<RecommendedModule[]>(RECOMMENDED_URL, 'throw', signal);

export const getRecommendedModulesQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [RECOMMENDED_URL],
    queryFn: async ({ signal }) => (await getRecommendedModules(signal)) ?? [],
    enabled: isEnabled,
  });
