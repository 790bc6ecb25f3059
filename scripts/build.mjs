// `npm run build`: the client (Vite: dist/client, and the server-side renderer in dist/client-ssr) and the
// server (scripts/build-server.mjs: dist/server/index.js), then a stamp of the inputs both were made from.
// `npm start` runs it with --if-changed: nothing is built when the stamp matches the inputs and the outputs
// are there (docs/decisions/047-node-lts-and-production-build.md).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashBuildInputs } from './build-inputs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'dist', 'build-inputs.json');
// The same default as vite.config.ts.
const CLIENT_OUT_DIR = path.resolve(ROOT, process.env.CLIENT_OUT_DIR ?? 'dist/client');
const OUTPUTS = [path.join(CLIENT_OUT_DIR, 'index.html'), path.join(ROOT, 'dist', 'server', 'index.js')];

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return undefined;
  }
}

const isIfChanged = process.argv.includes('--if-changed');
const inputs = hashBuildInputs(ROOT);
const stamp = readStamp();
if (isIfChanged && stamp?.inputs === inputs && stamp.clientOutDir === CLIENT_OUT_DIR && OUTPUTS.every((file) => existsSync(file))) {
  console.log(`build: up to date (sources unchanged since the build of ${stamp.builtAt})`);
  process.exit(0);
}

console.log(isIfChanged ? `build: ${stamp ? 'the sources changed' : 'no build yet'}, building the client and the server` : 'build: client and server');
// An interrupted build leaves no stamp, so the next start builds again.
rmSync(STAMP, { force: true });
// Loaded only now: an up-to-date start does not pay for loading Vite and esbuild.
const [{ build: viteBuild }, { buildServer }] = await Promise.all([import('vite'), import('./build-server.mjs')]);
const clientStart = performance.now();
await viteBuild({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: isIfChanged ? 'warn' : 'info' });
const serverStart = performance.now();
await buildServer();
const end = performance.now();
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, `${JSON.stringify({ inputs, clientOutDir: CLIENT_OUT_DIR, builtAt: new Date().toISOString() })}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`build: client ${seconds(serverStart - clientStart)}, server ${seconds(end - serverStart)}`);
