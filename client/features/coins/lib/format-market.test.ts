import { describe, expect, it } from 'vitest';
import { formatChange, formatMarketCap, formatPrice } from './format-market';

describe('market formatting', () => {
  it('shows prices with cents, and small prices with 4 significant digits', () => {
    expect(formatPrice(64_321.456)).toBe('$64,321.46');
    expect(formatPrice(1)).toBe('$1.00');
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(0.000012345)).toBe('$0.00001235');
  });

  it('abbreviates market caps', () => {
    expect(formatMarketCap(1_234_000_000_000)).toBe('$1.23T');
    expect(formatMarketCap(45_600_000)).toBe('$45.6M');
  });

  it('signs the 24 h change', () => {
    expect(formatChange(2.345)).toBe('+2.35%');
    expect(formatChange(-1.2)).toBe('−1.20%');
    expect(formatChange(0)).toBe('0.00%');
  });
});

describe('market formatting in other languages', () => {
  it("uses the language's separators and sign, with Latin digits in Arabic", () => {
    expect(formatPrice(64_321.456, 'es')).toMatch(/^64\.321,46\s?US\$$/);
    expect(formatPrice(64_321.456, 'tr')).toBe('$64.321,46');
    expect(formatChange(-1.2, 'tr')).toBe('-%1,20');
    expect(formatChange(2.345, 'pt-BR')).toMatch(/^\+2,35\s?%$/);
    for (const text of [formatPrice(64_321.456, 'ar'), formatMarketCap(1_234_000_000_000, 'ar'), formatChange(2.345, 'ar')]) {
      expect(text).toMatch(/\d/);
      expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});
