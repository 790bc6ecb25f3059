/**
 * Server-rendered first paints (docs/decisions/036-server-rendered-first-paint.md): Discover, a coin's page
 * and a module's page rendered by the client's own screens (client/app/server-render.tsx) into the
 * prerendered page's <main>, per viewer; the plain page when there is nothing to render or rendering fails.
 * The lesson's DOM parsing and second sanitising pass use the server stand-ins, as in the server build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as clientServerRender from '../../client/app/server-render';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { registerUser, TEST_RATE_LIMITS, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import type { ServerRenderer } from './server-renderer';

vi.mock('../../client/features/learning/lib/parse-lesson-html', async () => import('../ssr/parse-lesson-html'));
vi.mock('../../client/features/learning/lib/sanitize-module-html', async () => import('../ssr/sanitize-module-html'));

const page = (name: string) => `<!doctype html><html><head><title>${name}</title></head><body><div id="root"><main id="main" class="flex-1"><div role="status">Loading</div></main></div></body></html>`;
const mainOf = (html: string) => /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

let database: DatabaseHandle;
let app: TestApp;
let distDir: string;
let failing = false;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-first-paint-'));
  mkdirSync(path.join(distDir, 'assets'));
  for (const name of ['index', 'discover', 'crypto', 'module', 'learn', 'landing']) writeFileSync(path.join(distDir, `${name}.html`), page(name));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: distDir, ...TEST_RATE_LIMITS });
  // The client's renderer itself; `failing` makes the Discover render throw, to check the fallback.
  const renderer: ServerRenderer = {
    ...clientServerRender,
    renderDiscover: (...args) => {
      if (failing) throw new Error('render failed');
      return clientServerRender.renderDiscover(...args);
    },
  };
  app = await buildApp({ config, database, logger: false, serverRenderer: renderer });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function firstDeckCard(cookie?: string): Promise<{ id: number; name: string }> {
  const response = await app.inject({ url: '/api/cryptos/unswipped?limit=20', headers: cookie ? { cookie } : {} });
  return (response.json() as { items: Array<{ id: number; name: string }> }).items[0]!;
}

describe('the Discover page', () => {
  it("carries a guest's first card, the same render for every guest", async () => {
    const first = await firstDeckCard();
    const one = await app.inject({ url: '/' });
    const two = await app.inject({ url: '/discover' });
    for (const [response, path] of [[one, '/'], [two, '/discover']] as const) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const main = mainOf(response.body);
      expect(main).toContain(`data-server-rendered="${path}"`);
      expect(main).toContain(`<article aria-label="${first.name}"`);
      // The deck at rest: never the draggable card only the browser can drive.
      expect(main).not.toContain('data-testid="top-card"');
      expect(main).not.toContain('role="status"');
    }
    const again = await app.inject({ url: '/' });
    expect(again.headers.etag).toBe(one.headers.etag);
    expect((await app.inject({ url: '/', headers: { 'if-none-match': String(one.headers.etag) } })).statusCode).toBe(304);
  });

  it("carries a signed-in user's own next card, never cached", async () => {
    const user = await registerUser(app);
    for (const coinId of [1, 2]) {
      const saved = await app.inject({ method: 'POST', url: '/api/preferences', headers: { cookie: user.cookie }, payload: { coinId, liked: true } });
      expect(saved.statusCode).toBe(200);
    }
    const first = await firstDeckCard(user.cookie);
    expect(first.id).toBe(3);
    const response = await app.inject({ url: '/', headers: { cookie: user.cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(mainOf(response.body)).toContain(`<article aria-label="${first.name}"`);
  });

  it('is the plain page for a browser holding swipes the server has not seen, or when rendering fails', async () => {
    const marked = await app.inject({ url: '/', headers: { cookie: 'coinmates_local_swipes=1' } });
    expect(marked.body).toBe(page('discover'));
    // A signed-in page is rendered per request (a guest's comes from the kept render).
    const user = await registerUser(app);
    failing = true;
    try {
      const failed = await app.inject({ url: '/discover', headers: { cookie: user.cookie } });
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe(page('discover'));
    } finally {
      failing = false;
    }
  });
});

describe('the learning home', () => {
  it("carries a guest's page, and leaves a signed-in user's to the app", async () => {
    const guest = await app.inject({ url: '/learn' });
    expect(guest.headers['cache-control']).toBe('no-cache');
    const main = mainOf(guest.body);
    expect(main).toContain('data-server-rendered="/learn"');
    expect(main).toContain('>Crypto Learning</h1>');
    // The sign-up links lead back here (read from the router, not the browser's location).
    expect(main).toContain('redirect=%2Flearn');
    const user = await registerUser(app);
    expect((await app.inject({ url: '/learn', headers: { cookie: user.cookie } })).body).toBe(page('learn'));
  });
});

describe("a coin's page and a module's page", () => {
  it('carry the coin, or the plain page for a coin that does not exist', async () => {
    const coin = (await app.inject({ url: '/api/cryptos/2' })).json() as { name: string; description: string };
    const main = mainOf((await app.inject({ url: '/crypto/2' })).body);
    expect(main).toContain('data-server-rendered="/crypto/2"');
    expect(main).toContain(`>${coin.name}</h1>`);
    expect((await app.inject({ url: '/crypto/999999' })).body).toBe(page('crypto'));
  });

  it("carry the module with its lesson's opening, sanitised as the browser would, and the viewer's progress", async () => {
    const module = (await app.inject({ url: '/api/learning/modules/1' })).json() as { title: string };
    const guest = mainOf((await app.inject({ url: '/learn/1' })).body);
    expect(guest).toContain('data-server-rendered="/learn/1"');
    expect(guest).toContain(`>${module.title}</h1>`);
    expect(guest).toMatch(/Section 1 of \d+/);
    expect(guest).toContain('Start Learning');
    expect(guest).not.toMatch(/<script|onerror=|javascript:/i);
    expect(mainOf((await app.inject({ url: '/learning/module/1' })).body)).toContain('data-server-rendered="/learning/module/1"');

    const user = await registerUser(app);
    const started = await app.inject({ method: 'POST', url: '/api/learning/progress', headers: { cookie: user.cookie }, payload: { moduleId: 1 } });
    expect([200, 201]).toContain(started.statusCode);
    const member = await app.inject({ url: '/learn/1', headers: { cookie: user.cookie } });
    expect(member.headers['cache-control']).toBe('no-store');
    expect(mainOf(member.body)).toContain('In Progress');
    expect((await app.inject({ url: '/learn/999999' })).body).toBe(page('module'));
  });
});
