import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@shared/contracts/profile';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { getAuthStatusQueryOptions } from '@/lib/current-user';
import { getProfileQueryOptions } from './get-profile';

const userSchema = () => import('@shared/contracts/auth').then((contracts) => contracts.userSchema);

export const updateProfile = (input: UpdateProfileInput) => apiSend('PATCH', '/api/users/profile', userSchema, { ...input, timeZone: browserTimeZone() });

/** Saving refreshes the auth status (docs/product.md section 7), the profile, and matches (an edit can match). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getAuthStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [apiUrls.matches] }),
      ]);
    },
  });
}
