/**
 * Lingui (docs/decisions/056-translations.md): messages are extracted from the code by `lingui extract` into
 * one JSON catalogue per language and part (client, server), and compiled by `lingui compile` into the
 * modules the app loads (`npm run i18n`). English is the source; the pseudo-locale lengthens it by 40%.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt-BR', 'tr', 'ar', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧', extend: 0.4 },
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/client/i18n/catalogs/{locale}',
      include: ['<rootDir>/client'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    },
    {
      path: '<rootDir>/server/i18n/catalogs/{locale}',
      include: ['<rootDir>/server'],
      exclude: ['**/*.test.ts', '**/test/**'],
    },
  ],
});
