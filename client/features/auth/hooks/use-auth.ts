import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '@shared/contracts/auth';
import { getAuthStatusQueryOptions, useCurrentUser } from '@/lib/current-user';
import { closeLive, reopenLive } from '@/lib/live-store';
import { signInWithPasskey } from '@/lib/passkeys';
import { login, loginWithTotp } from '../api/login';
import { logout } from '../api/logout';
import { register } from '../api/register';

const USER_ID_KEY = 'userId';

function rememberUserId(user: User): void {
  try {
    localStorage.setItem(USER_ID_KEY, String(user.id));
  } catch {
    // Storage can be unavailable (private mode); nothing depends on it.
  }
}

function forgetUserId(): void {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.removeItem(USER_ID_KEY);
    } catch {
      // Ignored, as above.
    }
  }
}

/** The signed-in user (null for a guest) and whether the session check is still loading. */
export const useAuth = useCurrentUser;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer) => {
      // With TOTP on, the password only opens the code step: no one is signed in yet.
      if ('secondFactor' in answer) return;
      rememberUserId(answer);
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, answer);
    },
  });
}

/** The code step after the password (TOTP on): signs in. */
export function useTotpLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => loginWithTotp(code),
    onSuccess: (user) => {
      rememberUserId(user);
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, user);
    },
  });
}

/** Signs in with a passkey: from the button (`autofill` false) or the username field's suggestions. */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { autofill: boolean }) => signInWithPasskey(options),
    onSuccess: (user) => {
      rememberUserId(user);
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input),
    onSuccess: (user) => {
      rememberUserId(user);
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // The live socket closes normally (1000) first; the server's session-ended close (4401) is for other tabs.
    mutationFn: async () => {
      // Waits for the close handshake, so the server has the 1000 before the session ends.
      await closeLive();
      try {
        return await logout();
      } catch (error) {
        reopenLive();
        throw error;
      }
    },
    onSuccess: () => {
      forgetUserId();
      // Everything cached belonged to the user who just left.
      queryClient.clear();
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, null);
    },
  });
}
