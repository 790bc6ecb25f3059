/**
 * The browser side of passkeys (WebAuthn) through @simplewebauthn/browser, loaded only when a passkey is
 * used: creating one for the signed-in account and signing in with one, from a button or from the login
 * form's autofill (conditional mediation). The server's rules: docs/decisions/051-passkeys-and-moderator-second-factor.md.
 */
import type { User } from '@shared/contracts/auth';
import type { AuthenticationOptions, Passkey, RegistrationOptions } from '@shared/contracts/passkeys';
import { apiSend } from './api-client';
import { browserTimeZone } from './browser-time-zone';

const webauthn = () => import('@simplewebauthn/browser');
const passkeyContract =
  <K extends 'authenticationOptionsSchema' | 'registrationOptionsSchema' | 'passkeySchema'>(name: K) =>
  () =>
    import('@shared/contracts/passkeys').then((contracts) => contracts[name]);
const userSchema = () => import('@shared/contracts/auth').then((module) => module.userSchema);

export const PASSKEYS_URL = '/api/passkeys';

/** Whether this browser can use passkeys at all (WebAuthn in a secure context). */
export function isPasskeySupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** Whether the browser offers passkeys in the username field's autofill (conditional mediation). */
export async function isPasskeyAutofillSupported(): Promise<boolean> {
  if (!isPasskeySupported()) return false;
  return (await webauthn()).browserSupportsWebAuthnAutofill();
}

/** True when the person closed or cancelled the browser's passkey prompt (not worth an error message). */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** Stops a waiting passkey prompt (the autofill one when the login form goes away). */
export async function cancelPasskeyPrompt(): Promise<void> {
  (await webauthn()).WebAuthnAbortService.cancelCeremony();
}

/**
 * Signs in with a passkey. `autofill`: wait for the person to pick a passkey in the username field's
 * suggestions instead of opening the browser's dialog now.
 */
export async function signInWithPasskey(options: { autofill?: boolean } = {}): Promise<User> {
  const optionsJSON: AuthenticationOptions = await apiSend('POST', '/api/auth/passkey/options', passkeyContract('authenticationOptionsSchema'));
  const response = await (await webauthn()).startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill === true });
  return apiSend('POST', '/api/auth/passkey', userSchema, { response, timeZone: browserTimeZone() });
}

/** Creates a passkey for the signed-in account: the password (unless just signed in), then the browser's prompt. */
export async function createPasskey(input: { name: string; currentPassword?: string }): Promise<Passkey> {
  const optionsJSON: RegistrationOptions = await apiSend(
    'POST',
    `${PASSKEYS_URL}/registration/options`,
    passkeyContract('registrationOptionsSchema'),
    input.currentPassword ? { currentPassword: input.currentPassword } : {},
  );
  const response = await (await webauthn()).startRegistration({ optionsJSON });
  return apiSend('POST', PASSKEYS_URL, passkeyContract('passkeySchema'), { name: input.name, response });
}
