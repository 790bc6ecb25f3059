// Compiles the server (server/index.ts and everything it imports from server/, shared/ and content/) into one
// JavaScript file, dist/server/index.js, that plain `node` runs (docs/decisions/047-node-lts-and-production-build.md).
// npm packages stay imports: Node loads them from node_modules as before.
//
//   node scripts/build-server.mjs [--outdir <dir>]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(ROOT, 'dist', 'server');
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;

/**
 * A bundle gives every module the bundle's own import.meta.url. The server finds files next to its source
 * (the migrations beside server/db/client.ts, content/ two folders up from server/content/), so each module
 * gets the URL of its source file back, written relative to the bundle: the build can sit in any folder of
 * the checkout, and the SQL, JSON, HTML and SVG files are read where they are, never copied.
 */
function sourceImportMetaUrl(outdir) {
  return {
    name: 'source-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
        const contents = source.replace(IMPORT_META_URL, `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

export async function buildServer({ outdir = SERVER_OUT_DIR } = {}) {
  const absoluteOutdir = path.resolve(outdir);
  await build({
    absWorkingDir: ROOT,
    entryPoints: { index: 'server/index.ts' },
    outdir: absoluteOutdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node in package.json "engines".
    target: 'node22.12',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    // Stack traces point at the TypeScript line when the server runs with --enable-source-maps.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceImportMetaUrl(absoluteOutdir)],
  });
  return path.join(absoluteOutdir, 'index.js');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--outdir');
  const file = await buildServer(flag === -1 ? {} : { outdir: process.argv[flag + 1] });
  console.log(`server: ${path.relative(process.cwd(), file)}`);
}
