import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';
import type { Theme } from '@shared/constants/theme';
import { apiSend } from '@/lib/api-client';
import { getAuthStatusQueryOptions } from '@/lib/current-user';

export const THEME_URL = '/api/users/me/theme';

const themeAnswerSchema = () => import('@shared/contracts/appearance').then((contracts) => contracts.themeAnswerSchema);

export const updateTheme = (theme: Theme) => apiSend('PUT', THEME_URL, themeAnswerSchema, { theme });

/** Saves the choice on the account; the signed-in user in the cache carries it (so other tabs' sync agrees). */
export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    onSuccess: ({ theme }) => {
      queryClient.setQueryData<User | null>(getAuthStatusQueryOptions().queryKey, (user) => (user ? { ...user, theme } : user));
    },
  });
}
