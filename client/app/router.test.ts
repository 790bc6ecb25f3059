/**
 * Each screen's `source` (what the server's modulepreload links are looked up by, in the build's manifest)
 * names the very module its loader imports, and every route has one; so do the app's start and the catalogue
 * modules that a page's preloads add.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { AREAS, catalogSource } from '@/i18n/areas';
import { APP_ROUTES, routeScreen } from './router';
import { pageModules } from './server-render';

const CLIENT = path.resolve(import.meta.dirname, '..');
const routerText = readFileSync(path.join(CLIENT, 'app', 'router.tsx'), 'utf8');

/** The file an import specifier of router.tsx names, relative to client/. */
const importedFile = (specifier: string) => (specifier.startsWith('@/') ? specifier.slice(2) : path.posix.join('app', specifier)) + '.tsx';

describe('the route table', () => {
  it("names each screen's module as its loader imports it", () => {
    const screens = [...routerText.matchAll(/lazyNamed\('([^']+)', \(\) => import\('([^']+)'\)/g)];
    expect(screens.length).toBeGreaterThan(APP_ROUTES.length / 2);
    for (const [, source, specifier] of screens) expect(source).toBe(importedFile(specifier!));
    // Every lazyNamed call is in that form (a call written otherwise would escape the check).
    expect(screens).toHaveLength(routerText.split('lazyNamed(').length - 1);
  });

  it('finds the screen of a path, the landing page and the 404 page', () => {
    expect(routeScreen('/').source).toBe('features/discover/components/discover-screen.tsx');
    expect(routeScreen('/learn/1')).toEqual({ source: 'app/routes/module-route.tsx', areas: ['learning', 'terms'] });
    expect(routeScreen('/landing').source).toBe('app/routes/landing-page.tsx');
    expect(routeScreen('/no/such/page').source).toBe('app/routes/not-found.tsx');
  });
});

describe("a page's modules", () => {
  it('are its screen, and the shell and screen areas of its language', () => {
    expect(pageModules('/learn/1', 'es')).toEqual(['app/routes/module-route.tsx', 'i18n/catalogs/shell/es.ts', 'i18n/catalogs/learning/es.ts', 'i18n/catalogs/terms/es.ts']);
    // An unknown language is the default one, as the render's.
    expect(pageModules('/', 'xx')).toEqual(['features/discover/components/discover-screen.tsx', 'i18n/catalogs/shell/en.ts']);
  });

  it('name files that exist: every catalogue module', () => {
    for (const locale of LOCALES) for (const area of AREAS) expect(existsSync(path.join(CLIENT, catalogSource(area, locale))), catalogSource(area, locale)).toBe(true);
  });
});
