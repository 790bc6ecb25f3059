import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const moduleListResponseSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.learningModuleListSchema);

export const MODULES_URL = '/api/learning/modules';

const modulesUrl = (coinId?: number) => (coinId ? `${MODULES_URL}?coinId=${coinId}` : MODULES_URL);

export const getModules = (coinId?: number, signal?: AbortSignal) => apiGet(modulesUrl(coinId), moduleListResponseSchema, signal);

/** With a coinId, only the modules about that coin (docs/product.md section 2 ("Learning home")). */
export const getModulesQueryOptions = (coinId?: number) =>
  queryOptions({
    queryKey: [modulesUrl(coinId)],
    queryFn: ({ signal }) => getModules(coinId, signal),
  });
