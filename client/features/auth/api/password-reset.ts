import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@shared/contracts/auth';
import type { ForgotPasswordInput } from '@shared/contracts/email';
import { apiSend } from '@/lib/api-client';

const messageSchema = () => import('@shared/contracts/email').then((contracts) => contracts.emailMessageSchema);

export const forgotPassword = (input: ForgotPasswordInput) => apiSend('POST', '/api/auth/forgot-password', messageSchema, input);
export const resetPassword = (input: ResetPasswordInput) => apiSend('POST', '/api/auth/reset-password', messageSchema, input);
export const verifyEmail = (token: string) => apiSend('POST', '/api/auth/verify-email', messageSchema, { token });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

/** The token of a mailed link: it travels in the fragment, so no server or log ever saw it. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
