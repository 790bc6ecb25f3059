import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PASSKEYS_URL } from '@/lib/passkeys';
import { getPasskeysQueryOptions } from './get-passkeys';

export const removePasskey = (id: number) => apiRequest('DELETE', `${PASSKEYS_URL}/${id}`);

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPasskeysQueryOptions().queryKey }),
  });
}
