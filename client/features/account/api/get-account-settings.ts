import { queryOptions } from '@tanstack/react-query';
import type { AccountSettings } from '@shared/contracts/account';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

export const getAccountSettings = (signal?: AbortSignal) => getJson<AccountSettings>(apiUrls.accountSettings, 'throw', signal);

export const getAccountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.accountSettings],
    queryFn: ({ signal }) => getAccountSettings(signal),
  });
