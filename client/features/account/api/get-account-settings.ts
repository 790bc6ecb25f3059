import { queryOptions } from '@tanstack/react-query';
import { accountSettingsSchema } from '@shared/contracts/account';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

export const getAccountSettings = (signal?: AbortSignal) => apiGet(apiUrls.accountSettings, accountSettingsSchema, signal);

export const getAccountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.accountSettings],
    queryFn: ({ signal }) => getAccountSettings(signal),
  });
