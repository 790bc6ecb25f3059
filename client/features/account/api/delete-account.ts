import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { getAuthStatusQueryOptions } from '@/lib/current-user';

export const DELETE_ACCOUNT_URL = '/api/users/me';

/** 204: nothing to parse. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('DELETE', DELETE_ACCOUNT_URL, input);
}

/** After deletion nothing cached belongs to anyone: clear it and let the auth status say "signed out". */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== getAuthStatusQueryOptions().queryKey[0] });
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, null);
    },
  });
}
