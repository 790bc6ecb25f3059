/**
 * Dates, times, relative times, numbers and percentages in the active language (docs/decisions/056, the
 * 2026-11-28 update). English keeps the spec's exact formats ("MMMM d, yyyy", "MMM d, yyyy", "h:mm a");
 * the other languages use Intl's own conventions. Arabic shows Latin digits (`ar-u-nu-latn`): amounts,
 * prices and addresses sit next to each other in the app and must read the same as on any exchange.
 * Components take the formatters bound to their language from `useFormat()`.
 */
import { useI18n } from '@/i18n/provider';

type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** The tag handed to Intl: Arabic with Latin digits; the pseudo-locale formats as English. */
export function intlLocale(locale: string): string {
  if (locale === 'ar') return 'ar-u-nu-latn';
  if (locale === 'pseudo' || !locale) return 'en-US';
  return locale;
}

const isEnglish = (locale: string) => locale === 'en' || locale === 'pseudo' || !locale;

/**
 * English keeps the spec's formats, which are US English's: "November 28, 2026", "Nov 28, 2026", "6:05 PM".
 * Intl writes a narrow no-break space before AM/PM; the spec's "h:mm a" has a plain one.
 */
const ENGLISH_OPTIONS = {
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const OTHER_OPTIONS = {
  long: { dateStyle: 'long' },
  short: { dateStyle: 'medium' },
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<keyof typeof ENGLISH_OPTIONS, Intl.DateTimeFormatOptions>;

/** Made once per language and form: a list of messages formats hundreds of dates. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(value: DateInput, locale: string, form: keyof typeof ENGLISH_OPTIONS): string {
  const key = `${locale} ${form}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = isEnglish(locale) ? new Intl.DateTimeFormat('en-US', ENGLISH_OPTIONS[form]) : new Intl.DateTimeFormat(intlLocale(locale), OTHER_OPTIONS[form]);
    dateFormats.set(key, formatter);
  }
  const text = formatter.format(toDate(value));
  return isEnglish(locale) ? text.replace(/\u202f/g, ' ') : text;
}

/** "November 28, 2026" / "28 de noviembre de 2026". */
export function formatLongDate(value: DateInput, locale: string): string {
  return formatDate(value, locale, 'long');
}

/** "Nov 28, 2026" / "28 nov 2026". */
export function formatShortDate(value: DateInput, locale: string): string {
  return formatDate(value, locale, 'short');
}

/** "6:05 PM" / "18:05". */
export function formatTime(value: DateInput, locale: string): string {
  return formatDate(value, locale, 'time');
}

/** A month's name, for pickers: "March" / "marzo". */
export function formatMonthName(monthIndex: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, monthIndex, 1)));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago", "in 2 days", "yesterday" / "hace 5 minutos"; the largest whole unit. */
export function formatRelativeTime(value: DateInput, locale: string, now: DateInput = Date.now()): string {
  const seconds = Math.round((toDate(value).getTime() - toDate(now).getTime()) / 1000);
  const [unit, size] = UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }).format(Math.trunc(seconds / size), unit);
}

/** "12,345" / "12.345" / "12 345". */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** A ratio as a percentage: 0.42 -> "42%" / "%42" (Turkish) / "42%" (Arabic, Latin digits). */
export function formatPercent(ratio: number, locale: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits }).format(ratio);
}

/** A list in running text: Arabic separates with its own comma (،), the other languages with ", ". */
export function joinList(items: readonly string[], locale: string): string {
  return items.join(locale.startsWith('ar') ? '، ' : ', ');
}

export interface Formatters {
  locale: string;
  longDate: (value: DateInput) => string;
  shortDate: (value: DateInput) => string;
  time: (value: DateInput) => string;
  relativeTime: (value: DateInput, now?: DateInput) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  percent: (ratio: number, maximumFractionDigits?: number) => string;
}

export function formattersFor(locale: string): Formatters {
  return {
    locale,
    longDate: (value) => formatLongDate(value, locale),
    shortDate: (value) => formatShortDate(value, locale),
    time: (value) => formatTime(value, locale),
    relativeTime: (value, now) => formatRelativeTime(value, locale, now),
    number: (value, options) => formatNumber(value, locale, options),
    percent: (ratio, digits) => formatPercent(ratio, locale, digits),
  };
}

/** The formatters in the active language; the component renders again when it changes. */
export function useFormat(): Formatters {
  const { locale } = useI18n();
  return formattersFor(locale);
}
