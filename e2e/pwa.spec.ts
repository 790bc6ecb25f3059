/**
 * The installable app (docs/decisions/022-installable-pwa-and-offline.md): the manifest, the service
 * worker serving the shell, a module read before and the vocabulary deck offline, guest swipes offline,
 * and a new build's worker replacing the old one through the update prompt (two builds served in turn).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { writeServiceWorker } from '../scripts/pwa-plugin.ts';
import { createUserViaApi, expect, loginViaApi, test } from './support/fixtures';

const CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR ?? 'dist/client';
/**
 * E2E_PORT is the suite's server, +1 the fake market provider; this file's own servers use +3 on the phone
 * project and +4 on desktop, as the two projects' runs of a test can overlap.
 */
const ownPort = () => Number(process.env.E2E_PORT ?? 5055) + (test.info().project.name === 'desktop' ? 4 : 3);

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page, then reloads so this load's requests pass through it. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
}

test.describe('installable app', () => {
  test('serves a manifest with icons and theme colours, linked from the page', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href ?? '')).json()) as { display: string; theme_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#CC3B2B', start_url: '/' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
    }
  });

  test('offline, the shell, a module read before and the vocabulary deck still open', async ({ page, context, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    await page.goto('/');
    await controlledByServiceWorker(page);

    await page.goto('/learn/1');
    const moduleHeading = page.getByRole('heading', { level: 1, name: /^Bitcoin Basics/ });
    await expect(moduleHeading).toBeVisible();
    await page.goto('/vocabulary');
    await expect(page.getByText(/Term 1 of \d+/)).toBeVisible();
    const firstTerm = await page.getByRole('heading', { level: 2 }).first().textContent();

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Coinmates' })).toBeVisible();
    await page.goto('/learn/1');
    await expect(moduleHeading).toBeVisible();
    await page.goto('/vocabulary');
    await expect(page.getByText(/Term 1 of \d+/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: firstTerm ?? '' })).toBeVisible();
    // A module never opened needs the network: its error state, not a blank page.
    await page.goto('/learn/2');
    await expect(page.getByRole('heading', { level: 1, name: /^Bitcoin Basics/ })).toHaveCount(0);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await context.setOffline(false);
  });

  test('offline, a guest still swipes the deck, kept in the browser', async ({ page, context }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', 'Bitcoin');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', 'Bitcoin');
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', 'Ethereum');
    const swipes = await page.evaluate(() => JSON.parse(localStorage.getItem('coinmates.guestSwipes') ?? '[]') as Array<{ coinId: number }>);
    expect(swipes.map((swipe) => swipe.coinId)).toEqual([1]);
    await context.setOffline(false);
  });
});

/** The real server on this project's own port serving `clientDir`, on its own PGlite directory. */
function startServer(clientDir: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(ownPort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: clientDir,
      MARKET_DATA_URL: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  return (async () => {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const isReady = await fetch(`http://127.0.0.1:${ownPort()}/readyz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (isReady) return child;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('server did not start');
  })();
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('a new build replaces the old service worker after the update prompt, never a stale page', async ({ page }) => {
  test.setTimeout(240_000);
  const work = mkdtempSync(path.join(tmpdir(), 'coinmates-pwa-'));
  const buildA = path.join(work, 'a');
  const buildB = path.join(work, 'b');
  cpSync(CLIENT_DIST_DIR, buildA, { recursive: true });
  cpSync(CLIENT_DIST_DIR, buildB, { recursive: true });
  // Build B differs from A in its pages (and so in its worker's precache version).
  for (const page of ['index.html']) {
    const file = path.join(buildB, page);
    writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', '<meta name="coinmates-build" content="b"></head>'));
  }
  const versionA = writeServiceWorker(buildA);
  const versionB = writeServiceWorker(buildB);
  expect(versionB).not.toBe(versionA);
  const dataDir = path.join(work, 'data');
  const origin = `http://127.0.0.1:${ownPort()}`;
  // The Reload button reloads the page mid-poll: a destroyed context is "not yet", not a failure.
  const shellCaches = () => page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('coinmates-shell-'))).catch(() => []);
  const buildMark = () => page.locator('meta[name="coinmates-build"]');

  let server = await startServer(buildA, dataDir);
  try {
    await page.goto(`${origin}/`);
    await controlledByServiceWorker(page);
    await expect.poll(shellCaches).toEqual([`coinmates-shell-${versionA}`]);
    await expect(buildMark()).toHaveCount(0);

    await stopServer(server);
    server = await startServer(buildB, dataDir);
    // Pages come from the network first: the reload is build B at once, and B's worker waits to take over.
    await page.reload();
    await expect(buildMark()).toHaveCount(1);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('A new version of Coinmates is ready.');

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(shellCaches, { timeout: 20_000 }).toEqual([`coinmates-shell-${versionB}`]);
    await expect(prompt).toBeHidden();
    await expect(buildMark()).toHaveCount(1);
    const activeScript = await page.evaluate(async () => {
      const response = await fetch('/sw.js', { cache: 'no-store' });
      return (await response.text()).split('\n', 1)[0];
    });
    expect(activeScript).toBe(`const VERSION = ${JSON.stringify(versionB)};`);
  } finally {
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
});
