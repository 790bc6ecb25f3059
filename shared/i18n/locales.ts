/**
 * The languages of the app (docs/decisions/056-translations.md): which exist, which are offered, how the
 * browser's Accept-Language picks one, and which read right to left. Shared by the client and the server.
 */

/** Every language the app has a catalogue for, English (the source) first. */
export const LOCALES = ['en', 'es', 'pt-BR', 'tr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The languages a person can choose: only those whose UI catalogue is complete (client/i18n/catalogs.test.ts
 * holds every offered language to every key of English, with the same placeholders).
 */
export const OFFERED_LOCALES: readonly Locale[] = ['en', 'es', 'pt-BR', 'tr', 'ar'];

/** English lengthened by ~40%, accented: for the layout sweep, in tests and development only. */
export const PSEUDO_LOCALE = 'pseudo';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;
/** `<html lang>` must be a valid language tag: the pseudo-locale is written as en-XA, the conventional pseudo-English region. */
const PSEUDO_HTML_LANG = 'en-XA';

/** The page's `<html lang>` for a language. */
export function htmlLangOf(locale: AnyLocale): string {
  return locale === PSEUDO_LOCALE ? PSEUDO_HTML_LANG : locale;
}

/** Each language in its own name, as the switch lists it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  ar: 'العربية',
};

/** The guest's choice (and the signed-in person's, mirrored): a year, readable by the server render. */
export const LANGUAGE_COOKIE = 'cm_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const RIGHT_TO_LEFT = new Set<string>(['ar']);

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** `allowPseudo` only outside production: the pseudo-locale is never offered to people. */
export function parseLocale(value: unknown, allowPseudo = false): AnyLocale | undefined {
  if (typeof value !== 'string') return undefined;
  if (allowPseudo && (value === PSEUDO_LOCALE || value === PSEUDO_HTML_LANG)) return PSEUDO_LOCALE;
  return OFFERED_LOCALES.find((locale) => locale.toLowerCase() === value.toLowerCase());
}

/**
 * The best offered language for an Accept-Language header: exact tag first, then the language alone
 * ("pt-PT" -> pt-BR, "es-MX" -> es), by quality; English when none fits.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.tag !== '*' && Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const exact = OFFERED_LOCALES.find((locale) => locale.toLowerCase() === range.tag);
    if (exact) return exact;
    const language = range.tag.split('-')[0];
    const byLanguage = OFFERED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
