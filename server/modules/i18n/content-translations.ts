/**
 * Translated content (docs/decisions/056-translations.md): `content/i18n/<locale>/vocabulary.json` (English
 * term id -> {term, definition, example, pronunciationText?}), `content/i18n/<locale>/coins.json` (coin
 * slug -> its prose fields) and `content/i18n/<locale>/journeys.json` (journey slug -> {name, description}). An item is answered in the request's language field by field where the file has
 * it, in English otherwise; a missing file is no translation. Files are read once per language, on first use.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../content/load-content';

const text = z.string().trim().min(1).max(5000);
const termTranslationSchema = z.object({ term: text, definition: text, example: text, pronunciationText: text.optional() }).partial();
const coinTranslationSchema = z.record(z.string(), z.union([text, z.array(text).max(50)]));
const journeyTranslationSchema = z.object({ name: text, description: text }).partial();
/**
 * Coin fields a translation may replace: prose and the tags shown on the card, never names, symbols or numbers.
 * Only what is answered is translated: matching and recommendations read the English tags from the database.
 */
const COIN_PROSE = ['description', 'personality', 'founderInfo', 'communityInfo', 'uniqueFeatures', 'funFacts', 'tags', 'useCases'] as const;

type TermTranslation = z.infer<typeof termTranslationSchema>;
type CoinTranslation = z.infer<typeof coinTranslationSchema>;
type JourneyTranslation = z.infer<typeof journeyTranslationSchema>;

interface LocaleContent {
  terms: Map<number, TermTranslation>;
  coins: Map<string, CoinTranslation>;
  journeys: Map<string, JourneyTranslation>;
}

function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : {};
}

/** Each entry validated alone: one bad entry is left in English, the rest of the file still applies. */
function entries<T>(raw: unknown, schema: z.ZodType<T>, onInvalid: (key: string) => void): Array<[string, T]> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([key, value]): Array<[string, T]> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return [[key, parsed.data]];
    onInvalid(key);
    return [];
  });
}

export interface ContentTranslations {
  /** Every translated term name, per language with a folder (the chat's term links recognise them all). */
  termNames(): Array<{ id: number; locale: string; term: string }>;
  term<T extends { id: number; term: string; definition: string; example: string | null; pronunciationText?: string | null }>(item: T, locale: string): T;
  coin<T extends { id: number }>(item: T, locale: string): T;
  /** A journey's name (and description, when the item has one) in `locale` where the file has them. */
  journey<T extends { id: number; name: string; description?: string }>(item: T, locale: string): T;
}

export function createContentTranslations(contentDir = CONTENT_DIR, onInvalid: (file: string, key: string) => void = () => undefined): ContentTranslations {
  const byLocale = new Map<string, LocaleContent>();
  let slugs: Map<number, string> | undefined;
  const slugOf = (id: number) => {
    slugs ??= new Map(
      readdirSync(path.join(contentDir, 'coins'))
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => (JSON.parse(readFileSync(path.join(contentDir, 'coins', file), 'utf8')) as Array<{ id: number; slug: string }>).map((coin): [number, string] => [coin.id, coin.slug])),
    );
    return slugs.get(id);
  };
  let journeySlugs: Map<number, string> | undefined;
  const journeySlugOf = (id: number) => {
    if (!journeySlugs) {
      const list = readJson(path.join(contentDir, 'journeys', 'journeys.json'));
      journeySlugs = new Map((Array.isArray(list) ? (list as Array<{ id: number; slug: string }>) : []).map((journey): [number, string] => [journey.id, journey.slug]));
    }
    return journeySlugs.get(id);
  };
  const load = (locale: string): LocaleContent => {
    let content = byLocale.get(locale);
    if (!content) {
      const dir = path.join(contentDir, 'i18n', locale);
      const vocabularyFile = path.join(dir, 'vocabulary.json');
      const coinsFile = path.join(dir, 'coins.json');
      const journeysFile = path.join(dir, 'journeys.json');
      content = {
        terms: new Map(entries(readJson(vocabularyFile), termTranslationSchema, (key) => onInvalid(vocabularyFile, key)).map(([id, value]) => [Number(id), value])),
        coins: new Map(entries(readJson(coinsFile), coinTranslationSchema, (key) => onInvalid(coinsFile, key))),
        journeys: new Map(entries(readJson(journeysFile), journeyTranslationSchema, (key) => onInvalid(journeysFile, key))),
      };
      byLocale.set(locale, content);
    }
    return content;
  };
  /** Only locales with a folder are read: an unknown language costs nothing. */
  const has = (locale: string) => locale !== 'en' && /^[a-zA-Z-]{2,10}$/.test(locale) && existsSync(path.join(contentDir, 'i18n', locale));

  return {
    termNames() {
      const dir = path.join(contentDir, 'i18n');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter(has)
        .sort()
        .flatMap((locale) => [...load(locale).terms].flatMap(([id, translation]) => (translation.term ? [{ id, locale, term: translation.term }] : [])));
    },
    term(item, locale) {
      if (!has(locale)) return item;
      const translation = load(locale).terms.get(item.id);
      return translation ? { ...item, ...translation } : item;
    },
    coin(item, locale) {
      if (!has(locale)) return item;
      const slug = slugOf(item.id);
      const translation = slug === undefined ? undefined : load(locale).coins.get(slug);
      if (!translation) return item;
      const overlay: Record<string, unknown> = {};
      for (const field of COIN_PROSE) {
        const value = translation[field];
        const english = (item as Record<string, unknown>)[field];
        if (value !== undefined && english !== undefined && Array.isArray(value) === Array.isArray(english)) overlay[field] = value;
      }
      return { ...item, ...overlay };
    },
    journey(item, locale) {
      if (!has(locale)) return item;
      const slug = journeySlugOf(item.id);
      const translation = slug === undefined ? undefined : load(locale).journeys.get(slug);
      if (!translation) return item;
      return {
        ...item,
        ...(translation.name ? { name: translation.name } : {}),
        ...(translation.description && item.description !== undefined ? { description: translation.description } : {}),
      };
    },
  };
}
