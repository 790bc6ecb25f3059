import { useMutation } from '@tanstack/react-query';
import { changePasswordResultSchema, type ChangePasswordInput } from '@shared/contracts/account';
import { apiSend } from '@/lib/api-client';

export const CHANGE_PASSWORD_URL = '/api/users/password';

export const changePassword = (input: ChangePasswordInput) => apiSend('POST', CHANGE_PASSWORD_URL, changePasswordResultSchema, input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
