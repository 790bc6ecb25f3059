/**
 * Vite build plugin (docs/decisions/048-server-render-and-hydrate.md):
 * - index.html gets the app's one stylesheet inlined and, in #root, the app shell (header, navigation and a
 *   loading state, client/app/prerender.tsx): the page the service worker serves offline and the server
 *   sends when a render fails, which the browser then renders alone.
 * - client/app/server-render.tsx is built for Node into `<outDir>-ssr/`: the server renders every page with it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, type Plugin, type UserConfig } from 'vite';
import { SERVER_RENDERER_FILE, serverRendererDir } from '../server/lib/server-renderer.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The stylesheet goes into the page itself (about 10 KB brotli): the first paint then waits for the HTML
 * alone, not for a second request that shares the connection with the scripts. The Content-Security-Policy
 * allows inline styles.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET_LINK, (_link, file: string) => `<style>${readFileSync(path.join(outDir, file), 'utf8').replaceAll('</style', '<\\/style')}</style>`);
}

/**
 * The scripts are fetched at low priority: the server's page is whole without them, so its bytes and its first
 * paint come first, and the scripts (which hydrate it) follow. Without it, sixteen high-priority script requests
 * made from the head share a slow phone's bandwidth with the rest of the page (server/lib/route-preloads.ts
 * marks the screen's own chunks the same way).
 */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

/** Client modules that need a browser DOM, and the server's stand-ins for them in the server bundle. */
const SERVER_STAND_INS = new Map(
  [
    ['client/features/learning/lib/parse-lesson-html.ts', 'server/ssr/parse-lesson-html.ts'],
    ['client/features/learning/lib/sanitize-module-html.ts', 'server/ssr/sanitize-module-html.ts'],
  ].map(([client, server]) => [path.join(REPOSITORY, client!), path.join(REPOSITORY, server!)]),
);

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
  renderShell: () => string;
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
      const template = lowPriorityScripts(inlineStylesheets(readFileSync(indexPath, 'utf8'), outDir));
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const server = await createServer({ ...ssrConfig(), configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
      try {
        const prerender = (await server.ssrLoadModule('/app/prerender.tsx')) as PrerenderModule;
        writeFileSync(indexPath, template.replace(ROOT_ELEMENT, `<div id="root"><!--app-->${prerender.renderShell()}<!--/app--></div>`));
      } finally {
        await server.close();
      }
      // The server render, built for Node beside the client, with their libraries inside: the output may live outside the repository.
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
