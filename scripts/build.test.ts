/**
 * The production build (docs/decisions/047-node-lts-and-production-build.md): the compiled server starts with
 * plain `node` on a fresh data directory, migrated and content-seeded from the files beside its sources; and
 * the hash that decides whether `npm start` rebuilds follows what the build reads, not what the tests read.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitUntilReady } from '../server/test/server-process';
import { hashBuildInputs, INPUT_FILES, INPUT_FOLDERS } from './build-inputs.mjs';
import { buildServer } from './build-server.mjs';

const cleanups: string[] = [];
afterAll(() => cleanups.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the compiled server', () => {
  it('starts with plain node, migrates and seeds the content, and serves a coin logo from node_modules', { timeout: 300_000 }, async () => {
    // Inside the checkout, like dist/server: Node finds the npm packages in the node_modules above it.
    const outdir = path.resolve('.test-data', `build-test-${process.pid}`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-build-'));
    cleanups.push(outdir, dataDir);
    const bundle = await buildServer({ outdir });

    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, [bundle], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', MARKET_DATA_URL: 'off', LOG_LEVEL: 'warn', CLIENT_DIST_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitUntilReady(baseUrl, { child, baseUrl, output: () => output, exited }, 240_000);
      const modules = (await (await fetch(`${baseUrl}/api/learning/modules`)).json()) as { id: number; title: string }[];
      expect(modules.length).toBeGreaterThan(10);
      expect(modules[0]?.title).toBe('Bitcoin Basics: Money Without Banks');
      const coins = (await (await fetch(`${baseUrl}/api/cryptos`)).json()) as { id: number; symbol: string }[];
      const bitcoin = coins.find((coin) => coin.symbol === 'BTC');
      const logo = await fetch(`${baseUrl}/api/cryptos/${bitcoin?.id}/logo.svg`);
      expect(logo.status).toBe(200);
      // The cryptocurrency-icons file (a path), not the monogram (a text) drawn for coins the package lacks.
      const svg = await logo.text();
      expect(svg).toContain('<path');
      expect(svg).not.toContain('<text');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});

describe('the build inputs hash', () => {
  function fixture(): string {
    const root = mkdtempSync(path.join(os.tmpdir(), 'coinmates-inputs-'));
    cleanups.push(root);
    for (const folder of INPUT_FOLDERS) mkdirSync(path.join(root, folder, 'lib'), { recursive: true });
    for (const file of INPUT_FILES) writeFileSync(path.join(root, file), '{}');
    writeFileSync(path.join(root, 'server', 'lib', 'a.ts'), 'export const a = 1;');
    return root;
  }

  it('changes when a source is edited, added or renamed, and not for a test file or a folder outside the build', () => {
    const root = fixture();
    const first = hashBuildInputs(root);
    expect(hashBuildInputs(root)).toBe(first);

    writeFileSync(path.join(root, 'server', 'lib', 'a.test.ts'), 'it()');
    mkdirSync(path.join(root, 'e2e'));
    writeFileSync(path.join(root, 'e2e', 'journey.spec.ts'), 'test()');
    expect(hashBuildInputs(root)).toBe(first);

    writeFileSync(path.join(root, 'server', 'lib', 'a.ts'), 'export const a = 2;');
    const edited = hashBuildInputs(root);
    expect(edited).not.toBe(first);

    renameSync(path.join(root, 'server', 'lib', 'a.ts'), path.join(root, 'server', 'lib', 'b.ts'));
    const renamed = hashBuildInputs(root);
    expect(renamed).not.toBe(edited);

    writeFileSync(path.join(root, 'content', 'lib', 'new.json'), '{}');
    expect(hashBuildInputs(root)).not.toBe(renamed);
  });

  it('changes with the lockfile: new dependencies build a different client', () => {
    const root = fixture();
    const before = hashBuildInputs(root);
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(hashBuildInputs(root)).not.toBe(before);
  });
});
