import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const matchSchema = () => import('@shared/contracts/matches').then((contracts) => contracts.matchSchema);

/** Disabled unless the chat id is a number (docs/product.md section 5). */
export const getMatchQueryOptions = (matchId: number | null) =>
  queryOptions({
    queryKey: [apiUrls.match(matchId ?? 0)],
    queryFn: ({ signal }) => apiGet(apiUrls.match(matchId ?? 0), matchSchema, signal),
    enabled: matchId !== null,
  });
