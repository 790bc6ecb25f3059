import { defineConfig, devices } from '@playwright/test';
import { E2E_MODERATOR } from './e2e/support/moderator';
import { CHROMIUM_FLAGS } from './scripts/find-chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 5055);
/** Several checkouts or helpers can run the suite at once on different E2E_PORTs. */
const FAKE_MARKET_PORT = PORT + 1;
const DATA_DIR = `.test-data/e2e-${PORT}`;
/** The server as production runs it, compiled from the sources of this run (scripts/build-server.mjs). */
const SERVER_DIR = `.test-data/e2e-${PORT}-server`;
const CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR ?? 'dist/client';
/** A real SMTP server the app sends its mails to (e2e/support/smtp-catcher-main.ts, read by e2e/support/mailbox.ts). */
const MAIL_CATCHER_PORT = PORT + 2;
const MAIL_CATCHER_DIR = `.test-data/e2e-${PORT}-mail`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records a screencast and DOM snapshots for the whole test: recording every test made the suite
    // about 40% slower (docs/decisions/033-test-strategy.md, "What a run costs"). A test that fails is run
    // again with its trace (retries: 1 in CI); locally, `npx playwright test --trace on <spec>`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The built app registers a service worker; page.route() cannot see what it fetches, so only
    // e2e/pwa.spec.ts (which tests it) allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    // Every journey runs on the phone; the desktop runs the tests tagged @desktop, whose outcome depends on the
    // wide layout (docs/decisions/033-test-strategy.md, "One run of a journey"). Tests that need both sizes set
    // their own viewports.
    { name: 'desktop', grep: /@desktop/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/smtp-catcher-main.ts',
      port: MAIL_CATCHER_PORT,
      reuseExistingServer: false,
      env: { MAIL_CATCHER_PORT: String(MAIL_CATCHER_PORT), MAIL_CATCHER_DIR },
    },
    {
      command: 'node --import tsx server/test/fake-market-provider-main.ts',
      url: `http://127.0.0.1:${FAKE_MARKET_PORT}/ping`,
      reuseExistingServer: false,
      env: { FAKE_MARKET_PORT: String(FAKE_MARKET_PORT) },
    },
    {
      // Each run starts from an empty PGlite data directory, with one moderator made by the operator's command.
      command: `node scripts/build-server.mjs --outdir ${SERVER_DIR} && node -e "require('fs').rmSync('${DATA_DIR}',{recursive:true,force:true})" && node --import tsx server/cli/admin.ts create-moderator ${E2E_MODERATOR.username} && node --import tsx e2e/support/accounts-before-the-gate.ts && node --enable-source-maps ${SERVER_DIR}/index.js`,
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        MARKET_DATA_URL: `http://127.0.0.1:${FAKE_MARKET_PORT}/api/v3`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_PORT}`,
        MAIL_FROM: 'Coinmates <hello@coinmates.test>',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'warn',
        CLIENT_DIST_DIR,
        NODE_ENV: 'test',
        // e2e/push.spec.ts runs a local push service on loopback (refused outside NODE_ENV=test).
        PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
        // Every journey signs up and browses from 127.0.0.1 in parallel: the per-IP HTTP limits (tested in
        // server/lib/http-rate-limits.int.test.ts) would throttle the suite, not protect it.
        RATE_LIMIT_PER_MINUTE: '100000',
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
        RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
        RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: '100000',
        LOGIN_LIMIT_PER_IP: '100000',
        ADMIN_PASSWORD: E2E_MODERATOR.password,
        ADMIN_BIRTH_MONTH: '1985-04',
      },
    },
  ],
});
