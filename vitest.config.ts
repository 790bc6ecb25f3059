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
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    // `npm run test:coverage` measures (unit + integration); a plain `npx vitest run <file>` measures nothing.
    // Thresholds are not set yet: measure on a quiet machine, set them a little under, and add --coverage to
    // scripts/test.mjs so `npm test` enforces them.
    coverage: {
      provider: 'v8',
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
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'content/**/*.test.ts'],
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
