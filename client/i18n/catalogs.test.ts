/**
 * The translation catalogues (docs/decisions/056-translations.md): English holds exactly the messages the code
 * uses (a missing or unused id fails), every offered language translates every one of them with the same
 * placeholders, and the compiled modules the app loads are those of the JSON catalogues (`npm run i18n`).
 * The client's compiled catalogue is split by area (./areas): each area's module is checked alone, and each
 * route's code uses only messages of the shell and of the areas its route loads (client/app/router.tsx).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES, OFFERED_LOCALES } from '@shared/i18n/locales';
import { SCREENS } from '@/app/router';
import { AREAS, areaOf, type Area } from './areas';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_CATALOGS = 'client/i18n/catalogs';
const SERVER_CATALOGS = 'server/i18n/catalogs';
/** `i18n._({ id: '...'` and `/*i18n*\/ { id: '...'` (prettier writes single quotes). */
const MESSAGE_ID = /(?:i18n\._\(\{|\/\*i18n\*\/\s*\{)\s*id:\s*'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'catalogs', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const idsInFile = (file: string) => [...readFileSync(file, 'utf8').matchAll(MESSAGE_ID)].map((match) => match[1] ?? '');

function idsInCode(dir: string): Set<string> {
  return new Set(sourceFiles(path.join(ROOT, dir)).flatMap(idsInFile));
}

function catalog(dir: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, dir, `${locale}.json`), 'utf8')) as Record<string, string>;
}

async function compiledModule(file: string): Promise<Record<string, unknown>> {
  return ((await import(/* @vite-ignore */ path.join(ROOT, file))) as { messages: Record<string, unknown> }).messages;
}

/** The names a message interpolates (plural and select variables included), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is text and placeholder nodes; a node is [name, type?, {form: message}?].
  const walk = (message: unknown) => {
    if (!Array.isArray(message)) return;
    for (const node of message) {
      if (!Array.isArray(node) || typeof node[0] !== 'string') continue;
      names.add(node[0]);
      const forms: unknown = node[2];
      if (forms && typeof forms === 'object') for (const form of Object.values(forms as Record<string, unknown>)) walk(form);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** What the app loads for `ids` in `locale`: each id's translation compiled, English where there is none. */
function expectedCompiled(ids: readonly string[], english: Record<string, string>, translated: Record<string, string>) {
  return Object.fromEntries(ids.map((id) => [id, compileMessage(translated[id] || english[id] || id)]));
}

/** Which ids of `ids` a language lacks, leaves empty, or writes with placeholders other than English's. */
function translationFaults(ids: readonly string[], english: Record<string, string>, translated: Record<string, string>) {
  return {
    missing: ids.filter((id) => !(id in translated)),
    empty: ids.filter((id) => id in translated && !translated[id]?.trim()),
    placeholders: ids.filter((id) => id in translated && placeholders(english[id] ?? '').join() !== placeholders(translated[id] ?? '').join()),
  };
}
const NO_FAULTS = { missing: [], empty: [], placeholders: [] };

describe.each([
  { name: 'client', source: 'client', catalogs: CLIENT_CATALOGS },
  { name: 'server', source: 'server', catalogs: SERVER_CATALOGS },
])('$name catalogue', ({ source, catalogs }) => {
  const english = catalog(catalogs, 'en');

  it('English has every message the code uses, and no other', () => {
    const used = idsInCode(source);
    const listed = new Set(Object.keys(english));
    expect(
      [...used].filter((id) => !listed.has(id)),
      'missing from the catalogue: run npm run i18n',
    ).toEqual([]);
    expect(
      [...listed].filter((id) => !used.has(id)),
      'unused: run npm run i18n',
    ).toEqual([]);
  });

  it.each(OFFERED_LOCALES.filter((locale) => locale !== 'en'))('offered %s translates every message with the same placeholders', (locale) => {
    const translated = catalog(catalogs, locale);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    expect(translationFaults(Object.keys(english), english, translated)).toEqual(NO_FAULTS);
  });
});

describe('server catalogue modules', () => {
  const english = catalog(SERVER_CATALOGS, 'en');
  it.each([...LOCALES])('the compiled %s module is that of its JSON (npm run i18n)', async (locale) => {
    expect(await compiledModule(`${SERVER_CATALOGS}/${locale}.ts`)).toEqual(expectedCompiled(Object.keys(english), english, catalog(SERVER_CATALOGS, locale)));
  });
});

describe('client catalogue areas', () => {
  const english = catalog(CLIENT_CATALOGS, 'en');
  const used = idsInCode('client');
  const idsOf = (area: Area) => Object.keys(english).filter((id) => areaOf(id) === area);

  it('gives every message an area (its first segment is listed in client/i18n/areas.ts)', () => {
    expect(Object.keys(english).filter((id) => !areaOf(id))).toEqual([]);
  });

  it('keeps no whole-language module beside the areas (npm run i18n splits it)', () => {
    expect(LOCALES.filter((locale) => existsSync(path.join(ROOT, CLIENT_CATALOGS, `${locale}.ts`)))).toEqual([]);
  });

  describe.each([...AREAS])('%s', (area) => {
    it('English has every message of the area the code uses, and no other', async () => {
      const compiled = Object.keys(await compiledModule(`${CLIENT_CATALOGS}/${area}/en.ts`));
      const wanted = [...used].filter((id) => areaOf(id) === area);
      expect(
        wanted.filter((id) => !compiled.includes(id)),
        'missing: run npm run i18n',
      ).toEqual([]);
      expect(
        compiled.filter((id) => !wanted.includes(id)),
        'unused: run npm run i18n',
      ).toEqual([]);
    });

    it.each(OFFERED_LOCALES.filter((locale) => locale !== 'en'))('offered %s translates every message of the area with the same placeholders', (locale) => {
      expect(translationFaults(idsOf(area), english, catalog(CLIENT_CATALOGS, locale))).toEqual(NO_FAULTS);
    });

    it.each([...LOCALES])('the compiled %s module is that of its JSON (npm run i18n)', async (locale) => {
      expect(await compiledModule(`${CLIENT_CATALOGS}/${area}/${locale}.ts`)).toEqual(expectedCompiled(idsOf(area), english, catalog(CLIENT_CATALOGS, locale)));
    });
  });
});

/** The file an import specifier of `from` names, or undefined for a package. */
function resolveImport(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'client', specifier.slice(2));
  else if (specifier.startsWith('@shared/')) base = path.join(ROOT, 'shared', specifier.slice('@shared/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Value imports of a file (type-only ones load nothing), static and dynamic. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = readFileSync(file, 'utf8');
  const resolve = (specifiers: string[]) => specifiers.map((specifier) => resolveImport(specifier, file)).filter((found): found is string => found !== undefined);
  return {
    static: resolve([...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((match) => match[1] ?? '')),
    dynamic: resolve([...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? '')),
  };
}

/** Every file `start` loads, statically or on demand, except through `skip` (whose on-demand imports are not followed). */
function closure(start: string, skipDynamicOf: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    for (const next of imports.static) visit(next);
    if (!skipDynamicOf.has(file)) for (const next of imports.dynamic) visit(next);
  };
  visit(start);
  return seen;
}

describe('the areas each screen loads', () => {
  // The router's and the catalogue loaders' on-demand imports are the screens and the areas themselves; the
  // outbox panel's loader loads its own area with it (client/components/queued-writes.tsx).
  const lazyParts = new Set(['client/app/router.tsx', 'client/i18n/catalog-loaders.ts', 'client/components/queued-writes.tsx'].map((file) => path.join(ROOT, file)));
  const foreignIds = (files: Iterable<string>, loaded: readonly Area[]) =>
    [...files].flatMap((file) =>
      idsInFile(file)
        .filter((id) => !loaded.includes(areaOf(id) ?? 'shell'))
        .map((id) => `${path.relative(ROOT, file)}: ${id} (${areaOf(id)})`),
    );

  it("the app's own code (header, navigation, shell) uses only the shell's messages", () => {
    expect(foreignIds(closure(path.join(ROOT, 'client/main.tsx'), lazyParts), ['shell'])).toEqual([]);
  });

  it.each(SCREENS.map((screen) => [screen.source, screen] as const))("%s uses only messages of the shell and of its route's areas", (source, screen) => {
    expect(foreignIds(closure(path.join(ROOT, 'client', source), lazyParts), ['shell', ...screen.areas])).toEqual([]);
  });
});
