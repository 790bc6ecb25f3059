import { queryOptions } from '@tanstack/react-query';
import { recommendedModuleListSchema } from '@shared/contracts/learning';
import { apiGet } from '@/lib/api-client';

export const RECOMMENDED_URL = '/api/learning/modules/recommended';

export const getRecommendedModules = (signal?: AbortSignal) => apiGet(RECOMMENDED_URL, recommendedModuleListSchema, signal);

export const getRecommendedModulesQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [RECOMMENDED_URL],
    queryFn: ({ signal }) => getRecommendedModules(signal),
    enabled: isEnabled,
  });
