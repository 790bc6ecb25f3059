import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const UNREAD_COUNT_URL = '/api/messages/unread';

export const getUnreadCountQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [UNREAD_COUNT_URL],
    queryFn: ({ signal }) => getJson<{ count: number }>(UNREAD_COUNT_URL, 'throw', signal),
    enabled: isEnabled,
  });
