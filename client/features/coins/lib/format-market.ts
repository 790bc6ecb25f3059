/** Market figures as a reader expects them: prices with cents (or 4 significant digits below $1),
 *  market caps abbreviated, the 24 h change signed. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const smallUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumSignificantDigits: 2, maximumSignificantDigits: 4 });
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function formatPrice(priceUsd: number): string {
  return priceUsd > 0 && priceUsd < 1 ? smallUsd.format(priceUsd) : usd.format(priceUsd);
}

export function formatMarketCap(marketCapUsd: number): string {
  return compactUsd.format(marketCapUsd);
}

export function formatChange(change24h: number): string {
  const sign = change24h > 0 ? '+' : change24h < 0 ? '−' : '';
  return `${sign}${Math.abs(change24h).toFixed(2)}%`;
}
