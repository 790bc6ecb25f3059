import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushKind, UpdatePushSettingsInput } from '@shared/contracts/push';
import { apiUrls } from '@/config/api-urls';
import { apiGet, apiSend } from '@/lib/api-client';

const pushSettingsSchema = () => import('@shared/contracts/push').then((contracts) => contracts.pushSettingsSchema);

export const getPushSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.pushSettings],
    queryFn: ({ signal }) => apiGet(apiUrls.pushSettings, pushSettingsSchema, signal),
  });

export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = getPushSettingsQueryOptions();
  return useMutation({
    mutationFn: (input: UpdatePushSettingsInput) => apiSend('PATCH', apiUrls.pushSettings, pushSettingsSchema, input),
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
}

/** One tap: a kind that paused itself after being ignored goes again. */
export function useResumePushKind() {
  const queryClient = useQueryClient();
  const { queryKey } = getPushSettingsQueryOptions();
  return useMutation({
    mutationFn: (kind: PushKind) => apiSend('POST', `${apiUrls.pushSettings}/resume`, pushSettingsSchema, { kind }),
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
}
