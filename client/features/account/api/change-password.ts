import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/contracts/account';
import { apiSend } from '@/lib/api-client';

const changePasswordResultSchema = () => import('@shared/contracts/account').then((contracts) => contracts.changePasswordResultSchema);

export const CHANGE_PASSWORD_URL = '/api/users/password';

export const changePassword = (input: ChangePasswordInput) => apiSend('POST', CHANGE_PASSWORD_URL, changePasswordResultSchema, input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
