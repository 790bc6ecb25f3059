/**
 * The server render (docs/decisions/048-server-render-and-hydrate.md). The build bundles this file for Node
 * (scripts/prerender-plugin.ts); the server calls `renderPage` for every page it sends. It renders the same
 * `App` as the browser, for the requested URL, over a query cache of its own, and answers the app's requests
 * in-process as the person who asks (`fetchApi`). The browser then hydrates that markup in place with the
 * same cache (`dehydrate` here, `hydrate` in client/app/start.tsx).
 *
 * Which data a route needs is not listed anywhere: the render asks for it. Each pass renders the tree; the
 * queries it mounted that are enabled and have no data yet are fetched; the next pass renders with them. A
 * query that fails is dropped, so the page shows its loading state there, as the browser's first render does,
 * and the browser asks again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { setupI18n } from '@lingui/core';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { DEFAULT_LOCALE, parseLocale } from '@shared/i18n/locales';
import { catalogSource } from '@/i18n/areas';
import { catalogOf } from '@/i18n/i18n';
import { I18nProvider } from '@/i18n/provider';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { routeScreen } from './router';

/**
 * What the browser loads before it can hydrate the page for `path` in `locale`, besides the app's start (which the
 * server links on every page), as paths under client/ (how the build's manifest names them): the screen's module,
 * and the shell's and the screen's catalogue areas in that language. The server links them (and what they import)
 * from the page's head (server/lib/route-preloads.ts), so none of them waits for the entry to run to be asked for.
 */
export function pageModules(path: string, locale: string = DEFAULT_LOCALE): string[] {
  const { source, areas } = routeScreen(path);
  const active = parseLocale(locale, true) ?? DEFAULT_LOCALE;
  return [source, ...(['shell', ...areas] as const).map((area) => catalogSource(area, active))];
}

/** Each request's own transport: concurrent renders never see another person's answers. */
const requests = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const fetchApi = requests.getStore();
  if (!fetchApi) return Promise.reject(new Error(`no request to answer ${url} for`));
  return fetchApi(url, init);
});

/** A route's data arrives in at most this many rounds (a query that needs another's answer is one more). */
const MAX_DATA_ROUNDS = 3;

export interface RenderedPage {
  /** The app's markup, for <div id="root">. */
  markup: string;
  /** The query cache the markup was rendered from, for the browser to hydrate with. */
  state: DehydratedState;
}

async function renderToHtml(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // Waits for every lazy part and Suspense boundary, so the markup is the whole screen. Every boundary is
  // written in place: a large one would otherwise be sent apart with an inline script to move it, which the
  // Content-Security-Policy does not run.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed would be rendered by the browser alone (a hydration error there): the page fails instead.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders `url` (path and search) as the person `fetchApi` answers for, in `locale` (the server chose it:
 * account, cookie, Accept-Language; docs/decisions/056-translations.md) with a translation layer of its own.
 */
export function renderPage(url: string, fetchApi: ApiTransport, locale: string = DEFAULT_LOCALE): Promise<RenderedPage> {
  return requests.run(fetchApi, async () => {
    const client = createQueryClient();
    const [path = '/', search = ''] = url.split('?', 2);
    const active = parseLocale(locale, true) ?? DEFAULT_LOCALE;
    // Every area's messages: the page may show any of them, and the browser loads the same ones (the shell's and
    // the route's areas) before it hydrates.
    const i18n = setupI18n({ locale: active, messages: { [active]: await catalogOf(active) } });
    const tree = (
      <Router ssrPath={path} ssrSearch={search}>
        <I18nProvider i18n={i18n}>
          <App queryClient={client} />
        </I18nProvider>
      </Router>
    );
    try {
      const failed = new Set<string>();
      let markup = await renderToHtml(tree);
      for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
        const cache = client.getQueryCache();
        const waiting = cache.getAll().filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) && !failed.has(query.queryHash));
        if (waiting.length === 0) break;
        await Promise.all(
          waiting.map((query) =>
            query.fetch().catch(() => {
              failed.add(query.queryHash);
              cache.remove(query);
            }),
          ),
        );
        markup = await renderToHtml(tree);
      }
      return { markup, state: dehydrate(client) };
    } finally {
      client.clear();
    }
  });
}
