import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const accountSettingsSchema = () => import('@shared/contracts/account').then((contracts) => contracts.accountSettingsSchema);

export const getAccountSettings = (signal?: AbortSignal) => apiGet(apiUrls.accountSettings, accountSettingsSchema, signal);

export const getAccountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.accountSettings],
    queryFn: ({ signal }) => getAccountSettings(signal),
  });
