/**
 * Passkeys in the journeys: Chromium's virtual authenticator through CDP (WebAuthn.enable +
 * WebAuthn.addVirtualAuthenticator), which answers navigator.credentials like a platform authenticator with
 * a fingerprint already verified. WebAuthn needs a secure context and an RP ID that is a host name, so
 * passkey pages are opened on http://localhost:PORT (the server's default WEBAUTHN_ORIGINS), not 127.0.0.1.
 */
import type { Browser, BrowserContext, CDPSession, Page, ViewportSize } from '@playwright/test';

export const PASSKEY_BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 5055)}`;

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** A browser context on the passkey origin (localhost). */
export async function newPasskeyContext(browser: Browser, viewport: ViewportSize | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: PASSKEY_BASE_URL, ...(viewport ? { viewport } : {}) });
  return { context, page: await context.newPage() };
}
