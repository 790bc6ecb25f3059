// Lint rules that guard correctness and the layering of docs/style.md:
// client: shared -> lib/components -> features -> app (a feature never imports another feature);
// server: routes -> service -> repository -> db; shared imports only zod; nothing in client imports server.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// docs/decisions/023: another server module is reached through its service or its events, never its
// repository or internals (the session's user comes from auth's request-user hook).
const MODULE_BOUNDARY = {
  regex: '^\\.\\./(?!\\.)[a-z-]+/(?![a-z-]+\\.(service|events)$|request-user$)',
  message: 'Another module is reached through its *.service or *.events, never its repository or internals.',
};

// The same rule one folder down (server/modules/messages/teach-back/): ../../x is another module there.
const NESTED_MODULE_BOUNDARY = {
  regex: '^\\.\\./\\.\\./(?!\\.)[a-z-]+/(?![a-z-]+\\.(service|events)$|request-user$)',
  message: MODULE_BOUNDARY.message,
};
const ROUTES_RULES = [
  { regex: '^drizzle-orm', message: 'Routes stay thin: no Drizzle in a routes file.' },
  { regex: '\\.repository$', message: 'Routes call services, not repositories.' },
];
// A service reaches the database only through its repositories: one that queries tables itself is a
// repository with a service's name (docs/decisions/023).
const SERVICE_RULES = [
  { regex: '^drizzle-orm', message: 'A service queries through its repository: no Drizzle in a service.' },
  { regex: '/db/schema$', message: 'A service queries through its repository: no tables in a service.' },
];
const SERVER_TESTS = ['**/*.test.ts', 'server/modules/**/*-test-helpers.ts'];

/** Every folder of client/features/, so a new feature is held to the rule without editing this list. */
const FEATURES = readdirSync(new URL('./client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'server/db/migrations/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.test-data/**',
      'bench/results/**',
      '**/i18n/catalogs/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // docs/security.md item 12: a missing await on an access check is an auth bypass.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Test and benchmark code may compose the server; the client never imports it. Component tests
    // (*.dom.test.tsx and their helpers in client/test/) run the real server (docs/decisions/033).
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.dom.test.tsx', 'client/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*'], message: 'Only the server may import server code.' }] }],
    },
  },
  {
    // The type check includes the DOM's types, which declare browser globals Node 22 (our floor) lacks
    // (docs/decisions/047-node-lts-and-production-build.md, update 2026-11-29).
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'URLPattern', message: 'Node has URLPattern from 23.8 only; the floor is 22.12.' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    // Its unit tests may import vitest.
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'shared/ imports only zod and itself.' }] }],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'A feature never imports another feature: compose them in client/app/.',
            },
            { regex: '^@/app/', message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['client/lib/**/*.{ts,tsx}', 'client/components/**/*.{ts,tsx}', 'client/hooks/**/*.{ts,tsx}', 'client/config/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/(features|app)/', message: 'lib/components sit below features and app.' }] }],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_BOUNDARY] }] },
  },
  {
    files: ['server/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ROUTES_RULES, MODULE_BOUNDARY] }] },
  },
  {
    files: ['server/modules/*/*/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_BOUNDARY, NESTED_MODULE_BOUNDARY] }] },
  },
  {
    files: ['server/modules/*/*/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ROUTES_RULES, MODULE_BOUNDARY, NESTED_MODULE_BOUNDARY] }] },
  },
  {
    files: ['server/modules/*/*.service.ts'],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVICE_RULES, MODULE_BOUNDARY] }] },
  },
  {
    files: ['server/modules/*/*/**/*.service.ts'],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVICE_RULES, MODULE_BOUNDARY, NESTED_MODULE_BOUNDARY] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
