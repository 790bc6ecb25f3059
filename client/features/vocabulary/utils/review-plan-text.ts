import type { I18n } from '@lingui/core';
import type { ReviewForecast } from '@shared/contracts/vocabulary';
import { intlLocale, type Formatters } from '@/lib/format';

/** A reference Sunday: weekday `n` (0 = Sunday, as the server counts) is this date plus n days. */
const SUNDAY = Date.UTC(2024, 0, 7);

/** A weekday's name in the active language ("Sunday" / "domingo" / "الأحد"), for the lighter-days buttons. */
export function weekdayName(day: number, locale: string, style: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: style, timeZone: 'UTC' }).format(new Date(SUNDAY + day * 86_400_000));
}

/** A forecast day ("2026-12-03") as "Thu 3 Dec" in English, the language's own short form elsewhere. */
export function forecastDayLabel(day: string, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : intlLocale(locale);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export const averagePerDay = (forecast: ReviewForecast) => forecast.days.reduce((sum, day) => sum + day.reviews, 0) / forecast.days.length;

/** Whole numbers from 10 up, one decimal below ("2.5", "12"). */
export const roundReviews = (count: number) => (count >= 10 ? Math.round(count) : Math.round(count * 10) / 10);

export function formatReviews(count: number, format: Formatters): string {
  return format.number(roundReviews(count), { maximumFractionDigits: 1 });
}

/** "1 review", "2.5 reviews" ("2,5 revisiones"). */
export function reviewsPhrase(count: number, i18n: I18n, format: Formatters): string {
  return i18n._({
    id: 'vocabulary.plan.reviews',
    message: '{count, plural, one {{reviews} review} other {{reviews} reviews}}',
    values: { count: roundReviews(count), reviews: formatReviews(count, format) },
  });
}
