/**
 * The server render (docs/decisions/048-server-render-and-hydrate.md): every page of the app is the client's
 * own App rendered for the requested URL by client/app/server-render.tsx, as the person who asks, with the
 * query cache it was rendered from; the client-only page when the render fails. The lesson's DOM parsing and
 * second sanitising pass use the server stand-ins, as in the server build.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as clientServerRender from '../../client/app/server-render';
import { createClientTestContext, registerUser, type TestApp, type TestContext } from '../test/test-app';
import { withPageLanguage } from './page-language';
import { withPageTheme } from './page-theme';
import type { ServerRenderer } from './server-renderer';

vi.mock('../../client/features/learning/lib/parse-lesson-html', async () => import('../ssr/parse-lesson-html'));
vi.mock('../../client/features/learning/lib/sanitize-module-html', async () => import('../ssr/sanitize-module-html'));

const SHELL = '<main id="main"><div role="status">Loading</div></main>';
const CLIENT_ONLY = `<!doctype html><html><head><title>Coinmates</title></head><body><div id="root"><!--app-->${SHELL}<!--/app--></div></body></html>`;
const mainOf = (html: string) => /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    queries: Array<{ queryKey: unknown[]; state: { data: unknown } }>;
  } | null;

/**
 * A build's manifest in small: the entry, a chunk it shares with the lesson's screen, the app's start (which the
 * entry imports dynamically, with Discover's screen bundled in), the lesson's screen, two of the lesson's catalogue
 * areas in English and one in Spanish.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'], dynamicImports: ['_start-a1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_start-a1.js': { file: 'assets/start-a1.js', imports: ['_shared-s1.js'], dynamicImports: ['app/routes/module-route.tsx'] },
  '_lesson-l1.js': { file: 'assets/lesson-l1.js', imports: ['_shared-s1.js'] },
  'app/routes/module-route.tsx': { file: 'assets/module-route-m1.js', isDynamicEntry: true, imports: ['index.html', '_lesson-l1.js'] },
  'i18n/catalogs/shell/en.ts': { file: 'assets/en-shell.js', isDynamicEntry: true },
  'i18n/catalogs/learning/en.ts': { file: 'assets/en-learning.js', isDynamicEntry: true },
  'i18n/catalogs/learning/es.ts': { file: 'assets/es-learning.js', isDynamicEntry: true },
};

let context: TestContext;
let app: TestApp;
let failing = false;

beforeAll(async () => {
  // The client's renderer itself; `failing` makes a render throw, to check the fallback.
  const renderer: ServerRenderer = {
    renderPage: (url, fetchApi) => (failing ? Promise.reject(new Error('render failed')) : clientServerRender.renderPage(url, fetchApi)),
    pageModules: clientServerRender.pageModules,
  };
  context = await createClientTestContext({ 'index.html': CLIENT_ONLY, '.vite/manifest.json': JSON.stringify(MANIFEST) }, { serverRenderer: renderer });
  app = context.app;
}, 60_000);
afterAll(() => context.close());

async function firstDeckCard(cookie?: string): Promise<{ id: number; name: string }> {
  const response = await app.inject({ url: '/api/cryptos/unswipped?limit=20', headers: cookie ? { cookie } : {} });
  return (response.json() as { items: Array<{ id: number; name: string }> }).items[0]!;
}

describe('the Discover page', () => {
  it("carries a guest's first card and the cache it was rendered from; the browser may revalidate it", async () => {
    const first = await firstDeckCard();
    for (const url of ['/', '/discover']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const main = mainOf(response.body);
      expect(main).toContain(`<article aria-label="${first.name}"`);
      expect(main).not.toContain('role="status"');
      // Both navigations are in the HTML; CSS shows the one for the width.
      expect(response.body).toContain('data-testid="bottom-bar"');
      expect(response.body).toContain('data-testid="top-tabs"');
      const state = stateOf(response.body);
      const auth = state?.queries.find((query) => query.queryKey[0] === '/api/auth/status');
      expect(auth?.state.data).toBeNull();
      expect(JSON.stringify(state)).toContain(first.name);
    }
    const one = await app.inject({ url: '/' });
    expect((await app.inject({ url: '/', headers: { 'if-none-match': String(one.headers.etag) } })).statusCode).toBe(304);
  });

  it("carries a signed-in user's own next card, private and never stored", async () => {
    const user = await registerUser(app);
    for (const coinId of [1, 2]) {
      const saved = await app.inject({ method: 'POST', url: '/api/preferences', headers: { cookie: user.cookie }, payload: { coinId, liked: true } });
      expect(saved.statusCode).toBe(200);
    }
    const first = await firstDeckCard(user.cookie);
    expect(first.id).toBe(3);
    const response = await app.inject({ url: '/', headers: { cookie: user.cookie } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(mainOf(response.body)).toContain(`<article aria-label="${first.name}"`);
  });

  it('is the client-only page when the render fails', async () => {
    failing = true;
    try {
      const failed = await app.inject({ url: '/discover' });
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe(withPageTheme(withPageLanguage(CLIENT_ONLY, 'en'), 'light'));
    } finally {
      failing = false;
    }
  });
});

describe('every route of the app', () => {
  const routes = [
    '/landing',
    '/',
    '/discover',
    '/auth',
    '/auth?mode=login',
    '/matches',
    '/messages',
    '/notices',
    '/chat/1',
    '/profile',
    '/moderation',
    '/learn',
    '/learn?coinId=1',
    '/learn/1',
    '/learning/module/1',
    '/crypto/all',
    '/crypto/1',
    '/vocabulary',
    '/no/such/page',
    '/learn/abc',
    '/crypto/999999',
  ];

  it('is rendered on the server for a guest and for a member', async () => {
    const user = await registerUser(app);
    for (const cookie of [undefined, user.cookie]) {
      for (const url of routes) {
        const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('<!--app-->');
        expect(response.body, url).toContain('id="query-state"');
        // Every part is in place: no script to move a part (the Content-Security-Policy runs no inline script).
        expect(response.body, url).not.toMatch(/<script>|<template id="B:/);
        expect(response.headers['cache-control'], url).toBe(cookie ? 'private, no-store' : 'no-cache');
      }
    }
  }, 120_000);

  it("shows a member's own name on their profile and never a guest's page another's data", async () => {
    const user = await registerUser(app);
    const mine = await app.inject({ url: '/profile', headers: { cookie: user.cookie } });
    expect(mine.body).toContain(`@<!-- -->${user.username}`);
    const guest = await app.inject({ url: '/profile' });
    expect(guest.body).not.toContain(user.username);
  });

  it('never lets data close the state element', async () => {
    const response = await app.inject({ url: '/crypto/all' });
    const state = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(state).not.toContain('<');
  });
});

describe("a coin's page and a module's page", () => {
  it('carry the coin, and the error page for a coin that does not exist', async () => {
    const coin = (await app.inject({ url: '/api/cryptos/2' })).json() as { name: string };
    expect(mainOf((await app.inject({ url: '/crypto/2' })).body)).toContain(`>${coin.name}</h1>`);
    expect(mainOf((await app.inject({ url: '/crypto/999999' })).body)).not.toContain('<h1>undefined');
  });

  it("carry the module with its lesson's opening, sanitised as the browser would, and the viewer's progress", async () => {
    const module = (await app.inject({ url: '/api/learning/modules/1' })).json() as { title: string };
    const guest = mainOf((await app.inject({ url: '/learn/1' })).body);
    expect(guest).toContain(`>${module.title}</h1>`);
    expect(guest).toMatch(/Section 1 of \d+/);
    expect(guest).toContain('Start Learning');
    expect(guest).not.toMatch(/<script|onerror=|javascript:/i);
    expect(mainOf((await app.inject({ url: '/learning/module/1' })).body)).toContain(`>${module.title}</h1>`);

    const user = await registerUser(app);
    const started = await app.inject({ method: 'POST', url: '/api/learning/progress', headers: { cookie: user.cookie }, payload: { moduleId: 1 } });
    expect([200, 201]).toContain(started.statusCode);
    const member = await app.inject({ url: '/learn/1', headers: { cookie: user.cookie } });
    expect(mainOf(member.body)).toContain('In Progress');
  });
});

describe("a page's route chunks", () => {
  it("are preloaded from the page's head with its catalogue, without what the entry brings", async () => {
    const html = (await app.inject({ url: '/learn/1?from=home' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/([^"]+)">/g)].map(([, file]) => file);
    // The app's start, the screen's chunks, then the page's catalogue in its language; the entry's own chunks are
    // index.html's to link.
    expect(preloaded).toEqual(['start-a1.js', 'module-route-m1.js', 'lesson-l1.js', 'en-shell.js', 'en-learning.js']);
    // Discover's screen has no manifest entry (it is in the start's chunk): no link for it rather than a wrong one.
    const discover = (await app.inject({ url: '/discover' })).body;
    expect(discover).toContain('href="/assets/start-a1.js"');
    expect(discover).not.toContain('module-route-m1.js');
    expect(discover).toContain('href="/assets/en-shell.js"');
    // A Spanish reader's page preloads the Spanish catalogue.
    const spanish = (await app.inject({ url: '/learn/1', headers: { 'accept-language': 'es' } })).body;
    expect(spanish).toContain('href="/assets/es-learning.js"');
    expect(spanish).not.toContain('en-learning.js');
  });
});
