import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

const integrationInclude = ['server/**/*.int.test.ts'];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // scripts/test.mjs names a second file for its run on the machine's older Node (docs/decisions/047).
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON_FILE ?? 'reports/vitest.json' }]] : ['default'],
    // `npm run test:coverage` and `npm test` measure (unit + components + integration); a plain
    // `npx vitest run <file>` measures nothing. Thresholds are floors under what was measured
    // (docs/decisions/033-test-strategy.md), per area. Measured 2026-11-28 by `.ci/run` (PGlite, PostgreSQL
    // and Redis; lines/statements/functions/branches): server 94.00/91.79/92.38/83.63, shared
    // 99.33/98.50/95.92/94.09, client 53.47/51.59/45.75/37.54 (unit + components, and the screens the server
    // renders in server/lib/server-render.int.test.ts; the browser journeys are not measured), all files
    // 78.09/76.22/70.87/61.24. The server and total floors leave room for a run
    // without TEST_DATABASE_URL / TEST_REDIS_URL (the PostgreSQL job queue and the Redis adapters then do
    // not run); the client and shared floors sit one to three points under the measure.
    coverage: {
      provider: 'v8',
      reportOnFailure: true,
      thresholds: {
        lines: 66,
        statements: 64,
        functions: 58,
        branches: 50,
        'server/**': { lines: 80, statements: 78, functions: 78, branches: 68 },
        'shared/**': { lines: 98, statements: 97, functions: 92, branches: 92 },
        'client/**': { lines: 50, statements: 49, functions: 44, branches: 36 },
      },
      include: ['server/**/*.ts', 'shared/**/*.ts', 'client/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', '**/*-test-helpers.ts', 'server/db/migrations/**', 'server/index.ts', 'client/main.tsx'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.dom.test.tsx', 'node_modules/**'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Component tests: client screens in happy-dom with real TanStack Query against the real server
        // (client/test/real-server.ts), so they need the migrated template like the integration tests.
        resolve: { alias },
        test: {
          name: 'components',
          include: ['client/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['client/test/setup-dom.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The first-paint tests render client screens on the server (server/lib/first-paint.int.test.ts).
        resolve: { alias },
        test: {
          name: 'integration-pglite',
          include: integrationInclude,
          globalSetup: ['server/test/global-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file loads its own in-memory copy of the migrated template (~0.5 s).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      ...(hasPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: 'integration-postgres',
                include: integrationInclude,
                globalSetup: ['server/test/global-setup.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                maxWorkers: 2,
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
