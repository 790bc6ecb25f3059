import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPasskey } from '@/lib/passkeys';
import { getPasskeysQueryOptions } from './get-passkeys';

/** The password check, the browser's passkey prompt and the server's verification, in one mutation. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPasskeysQueryOptions().queryKey }),
  });
}
