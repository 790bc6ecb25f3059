/**
 * The Office's one exception to docs/product.md section 9's "never stale": its numbers move with activity in other
 * features (modules, vocabulary, matches, chat), so each query refetches when the Office mounts again,
 * showing the cached numbers meanwhile. No focus refetch and no retries still hold
 * (docs/decisions/008-achievement-points-by-source.md).
 */
export const OFFICE_QUERY_DEFAULTS = { staleTime: 0 } as const;
