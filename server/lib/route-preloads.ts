/**
 * The `<link rel="modulepreload">` tags for the screen a page shows (docs/decisions/048-server-render-and-
 * hydrate.md): the browser fetches the route's chunks beside the entry instead of learning of them only once
 * the entry has run, so hydration does not wait for a second round trip. Read from the build's manifest
 * (`build.manifest` in vite.config.ts); the screen's module comes from the route table (`routeSource` in
 * client/app/router.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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
 * For a screen's module, the tags preloading its chunk and the chunks it imports, leaving out what the entry
 * already brings (index.html links those itself). An unknown module gets none.
 */
export function routePreloads(manifest: BuildManifest): (source: string) => string {
  const entry = staticClosure(
    manifest,
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([key]) => key),
  );
  const tags = new Map<string, string>();
  return (source) => {
    let html = tags.get(source);
    if (html === undefined) {
      html = [...staticClosure(manifest, [source])]
        .filter((key) => !entry.has(key))
        .map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key]!.file}">`)
        .join('');
      tags.set(source, html);
    }
    return html;
  };
}
