/** Market figures as a reader expects them: prices with cents (or 4 significant digits below $1),
 *  market caps abbreviated, the 24 h change signed. English keeps its exact form ("$64,321.46", "$1.23T",
 *  "−1.20%"); other languages take Intl's own currency and percent conventions, Arabic with Latin digits
 *  (client/lib/format.ts). */
import { intlLocale } from '@/lib/format';

const PRICE: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 };
const SMALL_PRICE: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', minimumSignificantDigits: 2, maximumSignificantDigits: 4 };
const COMPACT: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 };

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocale(locale), options);
    cache.set(key, found);
  }
  return found;
}

export function formatPrice(priceUsd: number, locale = 'en'): string {
  return priceUsd > 0 && priceUsd < 1 ? formatter(locale, 'small', SMALL_PRICE).format(priceUsd) : formatter(locale, 'price', PRICE).format(priceUsd);
}

export function formatMarketCap(marketCapUsd: number, locale = 'en'): string {
  return formatter(locale, 'compact', COMPACT).format(marketCapUsd);
}

export function formatChange(change24h: number, locale = 'en'): string {
  if (intlLocale(locale) === 'en-US' || locale === 'en') {
    const sign = change24h > 0 ? '+' : change24h < 0 ? '−' : '';
    return `${sign}${Math.abs(change24h).toFixed(2)}%`;
  }
  const percent = formatter(locale, 'change', { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return percent.format(change24h / 100);
}
