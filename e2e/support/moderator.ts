/**
 * The moderator account of the journeys: created by the operator's command (`npm run admin --
 * create-moderator`) before the server starts on its fresh data directory (playwright.config.ts).
 *
 * Moderators need a passkey session for the moderation tools (docs/decisions/051). The first journey that
 * needs the moderator adds a passkey through the real WebAuthn flow in Chromium's virtual authenticator and
 * keeps the credential (its private key, exported by CDP WebAuthn.getCredentials) in this run's data
 * directory; every moderator page loads it into its own virtual authenticator and signs in with it from
 * the login form. The signature counter starts from the time in tenths of a second, so it keeps rising
 * across the journeys of a run as the server requires.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, type Browser, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';
import { addVirtualAuthenticator, newPasskeyContext, type VirtualAuthenticator } from './passkeys';

export const E2E_MODERATOR = { username: 'e2e_moderator', password: 'e2e-moderator-pass' } as const;

const CREDENTIAL_FILE = `.test-data/e2e-${Number(process.env.E2E_PORT ?? 5055)}/moderator-passkey.json`;
const COUNTER_EPOCH_MS = Date.UTC(2026, 0, 1);

interface StoredCredential {
  credentialId: string;
  privateKey: string;
  rpId: string;
  userHandle: string;
}

/** Registers a passkey for the moderator in this page's virtual authenticator; false when one exists already. */
async function registerModeratorPasskey(page: Page, authenticator: VirtualAuthenticator): Promise<boolean> {
  await page.goto('/profile');
  const outcome = await page.evaluate(async (password) => {
    const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const options = await post('/api/passkeys/registration/options', { currentPassword: password });
    if (options.status === 403) return 'exists';
    if (!options.ok) return `options ${options.status}`;
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(await options.json());
    const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
    const added = await post('/api/passkeys', { name: 'E2E moderator key', response: credential.toJSON() });
    return added.status === 201 ? 'added' : `registration ${added.status}`;
  }, E2E_MODERATOR.password);
  if (outcome === 'exists') return false;
  expect(outcome).toBe('added');
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId });
  const [credential] = credentials;
  if (!credential?.rpId || !credential.userHandle) throw new Error('the virtual authenticator kept no resident credential');
  const stored: StoredCredential = { credentialId: credential.credentialId, privateKey: credential.privateKey, rpId: credential.rpId, userHandle: credential.userHandle };
  writeFileSync(`${CREDENTIAL_FILE}.tmp`, JSON.stringify(stored));
  renameSync(`${CREDENTIAL_FILE}.tmp`, CREDENTIAL_FILE);
  return true;
}

/**
 * A browser context signed in as the moderator with the passkey (a passkey session), on the passkey origin.
 * Use the returned page's relative URLs as usual.
 */
export async function signInModerator(browser: Browser, viewport: ViewportSize | null): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPasskeyContext(browser, viewport);
  const authenticator = await addVirtualAuthenticator(page);
  if (!existsSync(CREDENTIAL_FILE)) {
    const login = await page.request.post('/api/auth/login', { data: E2E_MODERATOR });
    expect(login.status()).toBe(200);
    const added = await registerModeratorPasskey(page, authenticator);
    await page.request.post('/api/auth/logout');
    await context.clearCookies();
    if (added) await authenticator.cdp.send('WebAuthn.clearCredentials', { authenticatorId: authenticator.authenticatorId });
    // Another journey registered it meanwhile: its credential file is the sentinel.
    await expect.poll(() => existsSync(CREDENTIAL_FILE), { timeout: 30_000 }).toBe(true);
  }
  const stored = JSON.parse(readFileSync(CREDENTIAL_FILE, 'utf8')) as StoredCredential;
  await authenticator.cdp.send('WebAuthn.addCredential', {
    authenticatorId: authenticator.authenticatorId,
    credential: { ...stored, isResidentCredential: true, signCount: Math.floor((Date.now() - COUNTER_EPOCH_MS) / 100) },
  });
  // The login form's passkey autofill: the virtual authenticator answers the conditional request at once.
  await page.goto('/auth?mode=login');
  await expect(page).not.toHaveURL(/\/auth/);
  return { context, page };
}
