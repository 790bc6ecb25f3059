/**
 * Vite build plugin: writes /sw.js (docs/decisions/022-installable-pwa-and-offline.md), the service
 * worker of scripts/service-worker.js with the precache list of this build (every built file except the
 * pre-compressed copies) and a version that is the hash of their contents, so every deploy that changes
 * a file is a new worker and an unchanged build keeps its worker.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(import.meta.dirname, 'service-worker.js');
const OUTBOX_CORE = path.join(import.meta.dirname, '..', 'client', 'lib', 'outbox-core.ts');
const SKIP = /\.(gz|br)$|^\.vite\/|^sw\.js$/;

function listFiles(dir: string, base = ''): string[] {
  return readdirSync(path.join(dir, base)).flatMap((name) => {
    const relative = base ? `${base}/${name}` : name;
    return statSync(path.join(dir, relative)).isDirectory() ? listFiles(dir, relative) : [relative];
  });
}

/** client/lib/outbox-core.ts as a script for the worker: `var OutboxCore = { flushOutbox, indexedDbStore, ... }`. */
export function outboxCoreForWorker(): string {
  const result = buildSync({ entryPoints: [OUTBOX_CORE], bundle: true, write: false, format: 'iife', globalName: 'OutboxCore', platform: 'browser', target: 'es2022', legalComments: 'none' });
  return result.outputFiles[0]!.text;
}

/** Writes outDir/sw.js for the files in outDir; returns its version. */
export function writeServiceWorker(outDir: string): string {
  const files = listFiles(outDir)
    .filter((file) => !SKIP.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)));
  const version = hash.digest('hex').slice(0, 16);
  const precache = files.map((file) => `/${file}`);
  const header = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\n`;
  writeFileSync(path.join(outDir, 'sw.js'), header + outboxCoreForWorker() + readFileSync(TEMPLATE, 'utf8'));
  return version;
}

export function serviceWorker(): Plugin {
  return {
    name: 'coinmates-service-worker',
    apply: 'build',
    enforce: 'post',
    writeBundle(options) {
      writeServiceWorker(options.dir ?? '');
    },
  };
}
