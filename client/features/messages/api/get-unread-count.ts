import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { unreadCountSchema } from '@shared/contracts/messages';
import { apiGet } from '@/lib/api-client';

export const getUnreadCountQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [apiUrls.unreadCount],
    queryFn: ({ signal }) => apiGet(apiUrls.unreadCount, unreadCountSchema, signal),
    enabled: isEnabled,
  });
