import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { prerenderPages } from './scripts/prerender-plugin.ts';
import { serviceWorker } from './scripts/pwa-plugin.ts';

/** Writes .br and .gz next to each final text asset so the server can send them pre-compressed. */
function precompress(): Plugin {
  return {
    name: 'coinmates-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        const buffer = readFileSync(filePath);
        if (buffer.length < 1024) continue;
        writeFileSync(`${filePath}.gz`, gzipSync(buffer, { level: 9 }));
        writeFileSync(`${filePath}.br`, brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Screens whose first scripts must not carry zod (docs/decisions/048-server-render-and-hydrate.md): their answers
 * are parsed by schemas loaded with `import()`, and a contract imported for one of its constants would bring the
 * schemas, and zod, along statically. The build fails, naming the chunk that links zod.
 */
const ZOD_FREE_SCREENS = [
  'app/start.tsx',
  'app/routes/landing-page.tsx',
  'app/routes/learn-route.tsx',
  'app/routes/module-route.tsx',
  'features/coins/components/crypto-detail-screen.tsx',
  'app/routes/matches-route.tsx',
  'app/routes/messages-route.tsx',
];
function zodFreeScreens(): Plugin {
  const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
  return {
    name: 'coinmates-zod-free-screens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
      for (const screen of ZOD_FREE_SCREENS) {
        const suffix = path.join('client', screen);
        const own = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
        if (!own) this.error(`${screen}: no chunk holds this screen (a renamed file? update ZOD_FREE_SCREENS)`);
        const seen = new Set<string>();
        const queue = [own.fileName];
        for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
          const chunk = chunks.get(name);
          if (!chunk || seen.has(name)) continue;
          seen.add(name);
          if (chunk.moduleIds.some(isZod)) this.error(`${screen} links zod statically through ${name}: import constants from shared/constants/, types with \`import type\``);
          queue.push(...chunk.imports);
        }
      }
    },
  };
}

const resolve = {
  alias: {
    '@': fileURLToPath(new URL('./client', import.meta.url)),
    '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    // wouter's React 17 fallback: on React 19 it is React's own hook (client/lib/use-sync-external-store-shim.ts).
    'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./client/lib/use-sync-external-store-shim.ts', import.meta.url)),
  },
};
const root = fileURLToPath(new URL('./client', import.meta.url));
/** What the build-time prerender needs to load client/app/prerender.tsx on the server. */
const ssrConfig = (): UserConfig => ({ root, resolve, plugins: [react()] });

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./client/public', import.meta.url)),
  plugins: [react(), tailwindcss(), prerenderPages(ssrConfig), serviceWorker(), precompress(), zodFreeScreens()],
  resolve,
  build: {
    outDir: path.resolve(process.env.CLIENT_OUT_DIR ?? fileURLToPath(new URL('./dist/client', import.meta.url))),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app, inlined into every page (scripts/prerender-plugin.ts); a lazy chunk
    // then never adds it again as a <link> (a second download and a restyle of the whole page).
    cssCodeSplit: false,
    // .vite/manifest.json: which chunks each route's screen needs, for the server's modulepreload links
    // (server/lib/route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // A module imported both statically and with import() stays with its static importer: the import() saves
      // nothing, and a screen's first scripts carry what it meant to defer (a contract module, and zod with it;
      // docs/architecture.md, "Adding a route"). The build fails instead of warning.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(log.message);
        handler(level, log);
      },
      output: {
        // Chunks (docs/decisions/048-server-render-and-hydrate.md):
        // - Vite's import helper in a chunk of its own: the entry (client/main.tsx) needs it, and were it in the
        //   start's chunk, the entry would import that chunk statically and run all of the app's code before the
        //   page's first paint (e2e/first-paint.spec.ts checks the built entry).
        // - the app's start (client/app/start.tsx) and the home screen, Discover, with everything they import, are one
        //   chunk: / links 4 modules instead of 13, and its scripts are 3.2 KB gzip smaller. Discover's screen has no
        //   chunk (nor a manifest entry) of its own; its lazy parts (the draggable deck, dialogs) still load on demand.
        // - the icons the other screens share are one chunk (4 KB gzip) instead of a request of 0.2-0.5 KB each.
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
            { name: 'start', test: /[\\/]client[\\/](app[\\/]start|features[\\/]discover[\\/]components[\\/]discover-screen)\.tsx$/, priority: 1 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/ws': { target: 'ws://localhost:5000', ws: true } },
  },
});
