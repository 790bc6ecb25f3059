/**
 * The `<link rel="modulepreload">` tags for what a page needs before it hydrates (docs/decisions/048-server-
 * render-and-hydrate.md): the browser fetches the app's start, the screen's chunks and its catalogue beside the
 * entry instead of learning of them only once the entry has run, so hydration does not wait
 * for a second round trip. Read from the build's manifest (`build.manifest` in vite.config.ts); the screen's modules
 * come from the server render (`pageModules` in client/app/server-render.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The build's manifest in `clientDir`, or undefined when there is none (a test's hand-made client). */
export function readBuildManifest(clientDir: string): BuildManifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

/** The chunk `key` and every chunk it imports statically, as manifest keys. */
function staticClosure(manifest: BuildManifest, keys: Iterable<string>, into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * For a page's modules, the tags preloading the app's start (what the entry imports dynamically on every page,
 * client/main.tsx), the page's chunks and the chunks they import, in that order, leaving out what the entry
 * already brings (index.html links those itself). A module with no manifest entry gets none: the build bundled it
 * into another chunk (Discover's screen is in the app's start, vite.config.ts), linked already.
 */
export function routePreloads(manifest: BuildManifest): (sources: readonly string[]) => string {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const entry = staticClosure(manifest, entries);
  const start = entries.flatMap((key) => manifest[key]!.dynamicImports ?? []);
  const tags = new Map<string, string>();
  return (sources) => {
    const key = sources.join(' ');
    let html = tags.get(key);
    if (html === undefined) {
      html = [...staticClosure(manifest, [...start, ...sources])]
        .filter((key) => !entry.has(key))
        .map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key]!.file}">`)
        .join('');
      tags.set(key, html);
    }
    return html;
  };
}
