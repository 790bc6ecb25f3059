import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, ChangePasswordResult } from '@shared/contracts/account';
import { apiRequest } from '@/lib/api-client';

export const CHANGE_PASSWORD_URL = '/api/users/password';

export const changePassword = (input: ChangePasswordInput) => apiRequest<ChangePasswordResult>('POST', CHANGE_PASSWORD_URL, input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
