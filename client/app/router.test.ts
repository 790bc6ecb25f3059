/**
 * Each screen's `source` (what the server's modulepreload links are looked up by, in the build's manifest)
 * names the very module its loader imports, and every route has one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, routeSource } from './router';

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
    expect(routeSource('/')).toBe('features/discover/components/discover-screen.tsx');
    expect(routeSource('/learn/1')).toBe('app/routes/module-route.tsx');
    expect(routeSource('/landing')).toBe('app/routes/landing-page.tsx');
    expect(routeSource('/no/such/page')).toBe('app/routes/not-found.tsx');
  });
});
