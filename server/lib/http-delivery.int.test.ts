/**
 * HTTP done right (docs/decisions/013-hardening.md): br/gzip for JSON, HTML and built assets, ETag and
 * Cache-Control with 304 on the catalogue, a 404 (not index.html) for a missing asset.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { TEST_RATE_LIMITS, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
// Every page is painted in its reader's theme, Light without a choice (docs/decisions/057-dark-theme.md).
import { withPageLanguage } from './page-language';
import { withPageTheme } from './page-theme';

let database: DatabaseHandle;
let app: TestApp;
let distDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const indexHtml = `<!doctype html><html><head><title>Coinmates</title></head><body>${'<div></div>'.repeat(300)}</body></html>`;
/** As scripts/prerender-plugin.ts writes them: the server fills in the route's id. */

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  writeFileSync(path.join(distDir, 'assets', 'app-3f2a1b.js'), script);
  writeFileSync(path.join(distDir, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(script));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: distDir, ...TEST_RATE_LIMITS });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the catalogue', () => {
  it('is sent compressed with an ETag, and 304 when the client has it', async () => {
    const plain = await app.inject({ url: '/api/cryptos' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const coins = plain.json();
    expect(coins.length).toBeGreaterThan(10);
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);

    const brotli = await app.inject({ url: '/api/cryptos', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(coins);

    const gzip = await app.inject({ url: '/api/cryptos', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(coins);
    expect(brotli.headers.etag).toBe(etag);

    const revalidated = await app.inject({ url: '/api/cryptos', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await app.inject({ url: '/api/cryptos', headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
  });

  it('gives a coin detail its own ETag and 304', async () => {
    const first = await app.inject({ url: '/api/cryptos/1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(1);
    const etag = first.headers.etag as string;
    expect(etag).not.toBe((await app.inject({ url: '/api/cryptos/2' })).headers.etag);
    expect((await app.inject({ url: '/api/cryptos/1', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });
});

describe('compression elsewhere', () => {
  it('compresses other JSON over 1 KiB and leaves tiny responses alone', async () => {
    const modules = await app.inject({ url: '/api/learning/modules', headers: { 'accept-encoding': 'br' } });
    expect(modules.statusCode).toBe(200);
    expect(modules.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(modules.rawPayload).toString()).length).toBeGreaterThan(0);
    const health = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('the static client', () => {
  it('serves hashed assets pre-compressed and immutable', async () => {
    const response = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    for (const url of ['/assets/app-old.js', '/assets/missing.css', '/favicon-missing.ico']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('serves index.html for client routes, compressed, with the security headers', async () => {
    const response = await app.inject({ url: '/discover', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(withPageTheme(withPageLanguage(indexHtml, 'en'), 'light'));
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('without a server render, sends every page client-only (docs/decisions/048-server-render-and-hydrate.md)', async () => {
    for (const url of ['/learn/7', '/crypto/3', '/crypto/all', '/learn/%3Cscript%3E', '/crypto/3/extra'])
      expect((await app.inject({ url })).body).toBe(withPageTheme(withPageLanguage(indexHtml, 'en'), 'light'));
  });
});
