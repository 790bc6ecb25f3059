/**
 * Component tests against the real server (docs/decisions/033-test-strategy.md): the Fastify app of the
 * integration tests (server/test/test-app.ts, on a fresh copy of the migrated PGlite template) listens on
 * an ephemeral loopback port, and the happy-dom page moves to that origin, so the client's own relative
 * `fetch('/api/...')` calls reach it with the session cookie, exactly as in the browser. Nothing is stubbed.
 */
import type { AddressInfo } from 'node:net';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../server/test/test-app';

export interface RealServer extends TestContext {
  origin: string;
  /** Signs the page in as this user (the session cookie of the server's answer). */
  signIn(user: TestUser): void;
  /** A guest from now on: no session cookie. */
  signOut(): void;
}

export async function startRealServer(): Promise<RealServer> {
  const context = await createTestContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
  return {
    ...context,
    origin,
    signIn(user) {
      // Set as the browser would keep it after the login answer (HttpOnly only hides it from page scripts).
      document.cookie = `${user.cookie}; path=/`;
    },
    signOut() {
      document.cookie = 'cm_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    },
  };
}

export { registerUser };

/**
 * The usual set-up of a component test file: one real server for the file, the rendered screen unmounted and
 * the page signed out after each test. Returns the server once `beforeAll` has started it.
 */
export function realServerForThisFile(): () => RealServer {
  let server: RealServer | undefined;
  beforeAll(async () => {
    server = await startRealServer();
  });
  afterEach(() => {
    cleanup();
    server?.signOut();
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the real server starts in beforeAll');
    return server;
  };
}
