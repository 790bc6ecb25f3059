import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const recommendedModuleListSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.recommendedModuleListSchema);

export const RECOMMENDED_URL = '/api/learning/modules/recommended';

export const getRecommendedModules = (signal?: AbortSignal) => apiGet(RECOMMENDED_URL, recommendedModuleListSchema, signal);

export const getRecommendedModulesQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [RECOMMENDED_URL],
    queryFn: ({ signal }) => getRecommendedModules(signal),
    enabled: isEnabled,
  });
