import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveEmailInput, SetEmailInput } from '@shared/contracts/email';
import { apiGet, apiSend } from '@/lib/api-client';

const accountEmailSchema = () => import('@shared/contracts/email').then((contracts) => contracts.accountEmailSchema);

export const ACCOUNT_EMAIL_URL = '/api/users/me/email';

export const getAccountEmailQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNT_EMAIL_URL],
    queryFn: ({ signal }) => apiGet(ACCOUNT_EMAIL_URL, accountEmailSchema, signal),
  });

export function useSetEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetEmailInput) => apiSend('PUT', ACCOUNT_EMAIL_URL, accountEmailSchema, input),
    onSuccess: (data) => queryClient.setQueryData([ACCOUNT_EMAIL_URL], data),
  });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', `${ACCOUNT_EMAIL_URL}/resend`, accountEmailSchema),
    onSuccess: (data) => queryClient.setQueryData([ACCOUNT_EMAIL_URL], data),
  });
}

/** Removing the address: the password again, or nothing right after a passkey sign-in (docs/decisions/060). */
export function useRemoveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemoveEmailInput) => apiSend('POST', `${ACCOUNT_EMAIL_URL}/remove`, accountEmailSchema, input),
    onSuccess: (data) => queryClient.setQueryData([ACCOUNT_EMAIL_URL], data),
  });
}
