/**
 * Vite build plugin: writes the prerendered pages next to the built index.html
 * (docs/decisions/021-lean-paged-deck-and-first-paint.md):
 *   index.html     the app shell (every route but these two)
 *   discover.html  the shell plus a preload of the deck's first page (/ and /discover)
 *   landing.html   the landing page
 *   learn.html     the shell plus modulepreloads of the Learn screen (/learn)
 *   module.html    the shell, the module's chunk and a preload of the module itself (/learn/:id)
 *   crypto.html    the shell, the coin page's chunk and a preload of the coin (/crypto/:id)
 * In module.html and crypto.html the server puts the route's id where ROUTE_ID_PLACEHOLDER stands
 * (docs/decisions/035-route-pages-and-paint-first.md). The markup comes from client/app/prerender.tsx, loaded through a throwaway Vite SSR server.
 * It also builds client/app/server-render.tsx for Node into `<outDir>-ssr/`, which the server uses to render
 * a screen's first paint per request (docs/decisions/036-server-rendered-first-paint.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle } from 'rolldown';
import { build, createServer, type Plugin, type UserConfig } from 'vite';
import { SERVER_RENDERER_FILE, serverRendererDir } from '../server/lib/server-renderer.ts';
import { DECK_FIRST_PAGE_URL } from '../shared/constants/discover.ts';

/** Fetched with `credentials: 'include'` by the client (lib/api-client), hence use-credentials. */
const preloadFetch = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
/** Every route of the shell asks who is signed in first. */
const AUTH_STATUS_URL = '/api/auth/status';

const ROOT_ELEMENT = '<div id="root"></div>';
const DISCOVER_MODULE = 'features/discover/components/discover-screen.tsx';
// The modules the router loads lazily for these routes (client/app/router.tsx), whose chunks the pages preload.
const LEARN_MODULE = 'app/routes/learn-route.tsx';
const MODULE_SCREEN_MODULE = 'app/routes/module-route.tsx';
const CRYPTO_MODULE = 'features/coins/components/crypto-detail-screen.tsx';
/** Replaced by the server with the digits of /learn/:id or /crypto/:id (server/lib/static-client.ts). */
export const ROUTE_ID_PLACEHOLDER = '__ROUTE_ID__';

/** The Discover route's chunk and its static imports, so they download beside the entry, not after it. */
function routeModulePreloads(bundle: OutputBundle, moduleSuffix: string): string {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  const route = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(moduleSuffix));
  // A route module that is not a chunk of its own would silently preload nothing (the route's 30 chunks then
  // load only after the entry has run, and Vite adds their preloads in one long task).
  if (!route) throw new Error(`no chunk is built for ${moduleSuffix}: is it still what client/app/router.tsx loads lazily?`);
  visit(route.fileName);
  const entryFiles = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry) [chunk.fileName, ...chunk.imports].forEach((file) => entryFiles.add(file));
  }
  return [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The stylesheet goes into the page itself (about 10 KB brotli): the first paint then waits for the HTML
 * alone, not for a second request that shares the connection with the preloaded scripts
 * (docs/decisions/036-server-rendered-first-paint.md). The Content-Security-Policy allows inline styles.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET_LINK, (_link, file: string) => `<style>${readFileSync(path.join(outDir, file), 'utf8').replaceAll('</style', '<\\/style')}</style>`);
}

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));
const BOOT_SOURCE = path.join(REPOSITORY, 'scripts', 'first-paint-boot.js');
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * For a page whose content the server renders (docs/decisions/036-server-rendered-first-paint.md): the app's
 * scripts start loading once that content has painted, not beside it. The page gets a tiny module instead
 * of the entry script and its modulepreloads (scripts/first-paint-boot.js): after the next frame it adds
 * the preloads and imports the entry, and until the app is ready it keeps the taps on the markup's buttons.
 * A separate file, as the Content-Security-Policy allows no inline script.
 */
function scriptsAfterFirstPaint(html: string, outDir: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('the page has no entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const source = `const PRELOADS = ${JSON.stringify(preloads)};\nconst ENTRY = ${JSON.stringify(entry)};\n${readFileSync(BOOT_SOURCE, 'utf8')}`;
  const file = `assets/first-paint-boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(outDir, file), source);
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `<script type="module" src="/${file}"></script>`);
}


/** Client modules that need a browser DOM, and the server's stand-ins for them in the server bundle. */
const SERVER_STAND_INS = new Map([
  ['client/features/learning/lib/parse-lesson-html.ts', 'server/ssr/parse-lesson-html.ts'],
  ['client/features/learning/lib/sanitize-module-html.ts', 'server/ssr/sanitize-module-html.ts'],
].map(([client, server]) => [path.join(REPOSITORY, client!), path.join(REPOSITORY, server!)]));

function serverStandIns(): Plugin {
  return {
    name: 'coinmates-server-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && SERVER_STAND_INS.get(resolved.id)) ?? null;
    },
  };
}

interface PrerenderModule {
  renderShell: (path: string) => string;
  renderLanding: () => string;
}

export function prerenderPages(ssrConfig: () => UserConfig): Plugin {
  return {
    name: 'coinmates-prerender',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const indexPath = path.join(outDir, 'index.html');
      const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      // vite.config.ts builds one stylesheet (cssCodeSplit: false), so lazy chunks never link one.
      if (stylesheets.length !== 1) throw new Error(`expected one stylesheet to inline, found ${stylesheets.join(', ') || 'none'}`);
      const template = inlineStylesheets(readFileSync(indexPath, 'utf8'), outDir);
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const server = await createServer({ ...ssrConfig(), configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
      try {
        const prerender = (await server.ssrLoadModule('/app/prerender.tsx')) as PrerenderModule;
        const page = (markup: string, head = '') => template.replace('</head>', `${head}</head>`).replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
        // The same URLs and credentials mode as the client's fetchers, so the browser reuses these responses.
        const authPreload = preloadFetch(AUTH_STATUS_URL);
        writeFileSync(indexPath, page(prerender.renderShell('/prerendered-shell'), authPreload));
        const discoverHead = authPreload + preloadFetch(DECK_FIRST_PAGE_URL) + routeModulePreloads(bundle, DISCOVER_MODULE);
        writeFileSync(path.join(outDir, 'discover.html'), scriptsAfterFirstPaint(page(prerender.renderShell('/'), discoverHead), outDir));
        writeFileSync(path.join(outDir, 'landing.html'), page(prerender.renderLanding()));
        // The data routes: their chunk (and for one module or coin, its record) downloads beside the entry
        // instead of after it, so the first paint of the content waits for one round of requests, not three.
        writeFileSync(path.join(outDir, 'learn.html'), scriptsAfterFirstPaint(page(prerender.renderShell('/learn'), authPreload + routeModulePreloads(bundle, LEARN_MODULE)), outDir));
        writeFileSync(
          path.join(outDir, 'module.html'),
          scriptsAfterFirstPaint(
            page(prerender.renderShell('/learn/1'), authPreload + preloadFetch(`/api/learning/modules/${ROUTE_ID_PLACEHOLDER}`) + routeModulePreloads(bundle, MODULE_SCREEN_MODULE)),
            outDir,
          ),
        );
        writeFileSync(
          path.join(outDir, 'crypto.html'),
          scriptsAfterFirstPaint(
            page(prerender.renderShell('/crypto/1'), authPreload + preloadFetch(`/api/cryptos/${ROUTE_ID_PLACEHOLDER}`) + routeModulePreloads(bundle, CRYPTO_MODULE)),
            outDir,
          ),
        );
      } finally {
        await server.close();
      }
      // The screens the server renders per request (docs/decisions/036-server-rendered-first-paint.md), built
      // for Node beside the client, with their libraries inside: the output may live outside the repository.
      await build({
        ...ssrConfig(),
        configFile: false,
        publicDir: false,
        ssr: { noExternal: true },
        plugins: [...(ssrConfig().plugins ?? []), serverStandIns()],
        logLevel: 'warn',
        build: {
          ssr: 'app/server-render.tsx',
          outDir: serverRendererDir(outDir),
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: {
            output: { entryFileNames: SERVER_RENDERER_FILE, chunkFileNames: 'chunks/[name]-[hash].mjs' },
            // The client's lazy imports have no use in one server bundle; that they stay in it is intended.
            onLog(level, log, handler) {
              if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
            },
          },
        },
      });
    },
  };
}
