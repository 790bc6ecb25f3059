/**
 * The translation catalogues (docs/decisions/056-translations.md): English holds exactly the messages the code
 * uses (a missing or unused id fails), every offered language translates every one of them with the same
 * placeholders, and the compiled modules the app loads are those of the JSON catalogues (`npm run i18n`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES, OFFERED_LOCALES } from '@shared/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PARTS = [
  { name: 'client', source: 'client', catalogs: 'client/i18n/catalogs' },
  { name: 'server', source: 'server', catalogs: 'server/i18n/catalogs' },
];
/** `i18n._({ id: '...'` and `/*i18n*\/ { id: '...'` (prettier writes single quotes). */
const MESSAGE_ID = /(?:i18n\._\(\{|\/\*i18n\*\/\s*\{)\s*id:\s*'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'catalogs', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function idsInCode(dir: string): Set<string> {
  const ids = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, dir))) for (const match of readFileSync(file, 'utf8').matchAll(MESSAGE_ID)) ids.add(match[1] ?? '');
  return ids;
}

function catalog(dir: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, dir, `${locale}.json`), 'utf8')) as Record<string, string>;
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

describe.each(PARTS)('$name catalogue', ({ source, catalogs }) => {
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
    const untranslated = Object.entries(translated).filter(([, message]) => !message.trim());
    expect(untranslated.map(([id]) => id)).toEqual([]);
    const differing = Object.keys(english).filter((id) => placeholders(english[id] ?? '').join() !== placeholders(translated[id] ?? '').join());
    expect(differing).toEqual([]);
  });

  it.each([...LOCALES])('the compiled %s module is that of its JSON (npm run i18n)', async (locale) => {
    const module = (await import(/* @vite-ignore */ path.join(ROOT, catalogs, `${locale}.ts`))) as { messages: Record<string, unknown> };
    const translated = catalog(catalogs, locale);
    const expected = Object.fromEntries(Object.keys(english).map((id) => [id, compileMessage(translated[id] || english[id] || id)]));
    expect(module.messages).toEqual(expected);
  });
});

describe('placeholders', () => {
  it('names plain, plural and nested variables', () => {
    expect(placeholders('Hi {name}, {count, plural, one {# day} other {# days with {friend}}}')).toEqual(['count', 'friend', 'name']);
    expect(placeholders('No placeholder')).toEqual([]);
  });
});
