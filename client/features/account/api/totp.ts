import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';

const contracts = () => import('@shared/contracts/totp');
const statusSchema = () => contracts().then((module) => module.totpStatusSchema);

export const TOTP_URL = '/api/users/me/totp';

export const getTotpStatusQueryOptions = () =>
  queryOptions({
    queryKey: [TOTP_URL],
    queryFn: ({ signal }) => apiGet(TOTP_URL, statusSchema, signal),
  });

/** Starts the set-up with the password: the secret, its otpauth:// URI and a QR code, shown this once. */
export const useTotpSetup = () => useMutation({ mutationFn: (password: string) => apiSend('POST', `${TOTP_URL}/setup`, () => contracts().then((module) => module.totpSetupSchema), { password }) });

/** The first code turns it on; the answer holds the recovery codes, shown this once. */
export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiSend('POST', `${TOTP_URL}/enable`, () => contracts().then((module) => module.totpRecoveryCodesSchema), { code }),
    onSuccess: (answer) => queryClient.setQueryData([TOTP_URL], { enabled: true, recoveryCodesLeft: answer.recoveryCodes.length }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => apiSend('POST', `${TOTP_URL}/disable`, statusSchema, input),
    onSuccess: (status) => queryClient.setQueryData([TOTP_URL], status),
  });
}
