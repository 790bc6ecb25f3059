import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthName, formatNumber, formatPercent, formatRelativeTime, formatShortDate, formatTime, joinList } from './format';

// Local time, as the app shows it: a date built from parts, not a UTC instant.
const day = new Date(2026, 10, 28, 18, 5);
const latinDigitsOnly = /^[^\u0660-\u0669\u06F0-\u06F9]*$/;

describe('formatters in each language', () => {
  it('keeps the spec formats in English', () => {
    expect(formatLongDate(day, 'en')).toBe('November 28, 2026');
    expect(formatShortDate(day, 'en')).toBe('Nov 28, 2026');
    expect(formatTime(day, 'en')).toBe('6:05 PM');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatPercent(0.42, 'en')).toBe('42%');
    expect(formatRelativeTime(new Date(2026, 10, 28, 17, 55), 'en', day)).toBe('10 minutes ago');
    expect(formatRelativeTime(new Date(2026, 10, 27, 18, 5), 'en', day)).toBe('yesterday');
    expect(formatMonthName(2, 'en')).toBe('March');
  });

  it('writes the English formats with plain spaces, around midnight and noon, from an ISO string too', () => {
    expect(formatTime(new Date(2026, 8, 5, 0, 7), 'en')).toBe('12:07 AM');
    expect(formatTime(new Date(2026, 8, 5, 12, 0), 'en')).toBe('12:00 PM');
    expect(formatShortDate(new Date(2026, 8, 5), 'en')).toBe('Sep 5, 2026');
    expect(formatLongDate(new Date(2026, 0, 1).toISOString(), 'en')).toBe('January 1, 2026');
    expect(formatLongDate(new Date(2026, 0, 1).getTime(), 'pseudo')).toBe('January 1, 2026');
  });

  it('writes Spanish dates, 24-hour times and separators', () => {
    expect(formatLongDate(day, 'es')).toBe('28 de noviembre de 2026');
    expect(formatTime(day, 'es')).toBe('18:05');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatRelativeTime(new Date(2026, 10, 28, 17, 55), 'es', day)).toBe('hace 10 minutos');
    expect(formatMonthName(2, 'es')).toBe('marzo');
  });

  it('writes Brazilian Portuguese', () => {
    expect(formatLongDate(day, 'pt-BR')).toBe('28 de novembro de 2026');
    expect(formatTime(day, 'pt-BR')).toBe('18:05');
    expect(formatNumber(12345.5, 'pt-BR')).toBe('12.345,5');
    expect(formatRelativeTime(new Date(2026, 10, 29, 18, 5), 'pt-BR', day)).toBe('amanhã');
  });

  it('puts the percent sign first in Turkish', () => {
    expect(formatLongDate(day, 'tr')).toBe('28 Kasım 2026');
    expect(formatTime(day, 'tr')).toBe('18:05');
    expect(formatPercent(0.42, 'tr')).toBe('%42');
    expect(formatNumber(12345.5, 'tr')).toBe('12.345,5');
  });

  it('shows Arabic with Latin digits (amounts and prices read as on an exchange)', () => {
    const long = formatLongDate(day, 'ar');
    expect(long).toContain('نوفمبر');
    expect(long).toContain('2026');
    expect(long).toMatch(latinDigitsOnly);
    expect(formatNumber(12345.5, 'ar')).toMatch(latinDigitsOnly);
    expect(formatNumber(12345.5, 'ar')).toContain('12');
    expect(formatPercent(0.42, 'ar')).toMatch(latinDigitsOnly);
    expect(formatTime(day, 'ar')).toMatch(latinDigitsOnly);
    expect(formatRelativeTime(new Date(2026, 10, 28, 17, 55), 'ar', day)).toMatch(latinDigitsOnly);
    expect(formatMonthName(2, 'ar')).toBe('مارس');
  });

  it('formats the pseudo-locale as English', () => {
    expect(formatLongDate(day, 'pseudo')).toBe('November 28, 2026');
  });
});

describe('joinList', () => {
  it("joins with the language's own comma", () => {
    expect(joinList(['Staking', 'DeFi'], 'en')).toBe('Staking, DeFi');
    expect(joinList(['Staking', 'DeFi'], 'tr')).toBe('Staking, DeFi');
    expect(joinList(['التخزين', 'DeFi'], 'ar')).toBe('التخزين، DeFi');
  });
});
