import { SoftAuthenticator } from './soft-authenticator';
import { sessionCookieFrom, type TestApp, type TestUser } from './test-app';

/** Adds a passkey to the user's account through the API (the session is fresh, or the password is sent). */
export async function addPasskey(app: TestApp, user: TestUser, name = 'Test key'): Promise<SoftAuthenticator> {
  const authenticator = new SoftAuthenticator();
  const options = await app.inject({ method: 'POST', url: '/api/passkeys/registration/options', headers: { cookie: user.cookie }, payload: { currentPassword: user.password } });
  if (options.statusCode !== 200) throw new Error(`passkey options failed ${options.statusCode}: ${options.body}`);
  const added = await app.inject({ method: 'POST', url: '/api/passkeys', headers: { cookie: user.cookie }, payload: { name, response: authenticator.attest(options.json()) } });
  if (added.statusCode !== 201) throw new Error(`passkey registration failed ${added.statusCode}: ${added.body}`);
  return authenticator;
}

/** Signs in with the passkey; returns the raw responses' status and, on success, the new session cookie. */
export async function signInWithPasskey(app: TestApp, authenticator: SoftAuthenticator) {
  const options = await app.inject({ method: 'POST', url: '/api/auth/passkey/options' });
  const binding = options.cookies.find((cookie) => cookie.name === 'cm_passkey_signin');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/passkey',
    headers: binding ? { cookie: `cm_passkey_signin=${binding.value}` } : {},
    payload: { response: authenticator.assert(options.json()) },
  });
  return { response, cookie: response.statusCode === 200 ? sessionCookieFrom(response) : undefined };
}

/** The moderators' second factor for tests: a passkey on the account and the user's cookie replaced by a passkey session. */
export async function giveModeratorPasskeySession(app: TestApp, user: TestUser): Promise<SoftAuthenticator> {
  const authenticator = await addPasskey(app, user, 'Moderator key');
  const { response, cookie } = await signInWithPasskey(app, authenticator);
  if (!cookie) throw new Error(`passkey sign-in failed ${response.statusCode}: ${response.body}`);
  user.cookie = cookie;
  return authenticator;
}
