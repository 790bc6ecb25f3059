import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, UpdateAccountSettingsInput } from '@shared/contracts/account';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';
import { getAccountSettingsQueryOptions } from './get-account-settings';

const accountSettingsSchema = () => import('@shared/contracts/account').then((contracts) => contracts.accountSettingsSchema);

export const updateAccountSettings = (input: UpdateAccountSettingsInput) => apiSend('PATCH', apiUrls.accountSettings, accountSettingsSchema, input);

/** The switch moves at once; a failed save puts it back (the server's answer is the truth). */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = getAccountSettingsQueryOptions();
  return useMutation({
    mutationFn: updateAccountSettings,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const next: AccountSettings = {
          notifications: { ...previous.notifications, ...input.notifications },
          privacy: { ...previous.privacy, ...input.privacy },
        };
        queryClient.setQueryData(queryKey, next);
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
}
