import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

export const getUnreadCountQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [apiUrls.unreadCount],
    queryFn: ({ signal }) => getJson<{ count: number }>(apiUrls.unreadCount, 'throw', signal),
    enabled: isEnabled,
  });
