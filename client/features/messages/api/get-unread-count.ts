import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const unreadCountSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.unreadCountSchema);

export const getUnreadCountQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [apiUrls.unreadCount],
    queryFn: ({ signal }) => apiGet(apiUrls.unreadCount, unreadCountSchema, signal),
    enabled: isEnabled,
  });
