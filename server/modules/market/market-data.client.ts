/**
 * Talks to a CoinGecko-compatible market API (docs/security.md item 11): a hard timeout, the provider's 429 and
 * Retry-After surfaced, and every payload validated before anything is stored.
 */
import { z } from 'zod';

export const PROVIDER_TIMEOUT_MS = 5_000;

const marketRowSchema = z.object({
  id: z.string(),
  current_price: z.number().finite().nonnegative(),
  price_change_percentage_24h: z.number().finite().nullable().optional(),
  market_cap: z.number().finite().nonnegative().nullable().optional(),
  market_cap_rank: z.number().int().positive().nullable().optional(),
});
const marketResponseSchema = z.array(marketRowSchema).max(1_000);
export type MarketRow = z.infer<typeof marketRowSchema>;

export class ProviderRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`market provider rate limited us for ${retryAfterSeconds}s`);
  }
}

export class ProviderError extends Error {}

function parseRetryAfter(header: string | null): number {
  if (!header) return 60;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(Math.ceil(seconds), 24 * 3600);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - Date.now()) / 1000)) : 60;
}

export async function fetchMarkets(baseUrl: string, ids: string[], timeoutMs = PROVIDER_TIMEOUT_MS): Promise<MarketRow[]> {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/coins/markets`);
  url.searchParams.set('vs_currency', 'usd');
  url.searchParams.set('ids', ids.join(','));
  url.searchParams.set('per_page', '250');
  url.searchParams.set('price_change_percentage', '24h');

  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ProviderError(`market provider unreachable: ${(error as Error).name}`);
  }
  if (response.status === 429) throw new ProviderRateLimitedError(parseRetryAfter(response.headers.get('retry-after')));
  if (!response.ok) throw new ProviderError(`market provider answered ${response.status}`);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ProviderError('market provider sent invalid JSON');
  }
  const parsed = marketResponseSchema.safeParse(payload);
  if (!parsed.success) throw new ProviderError('market provider sent a malformed payload');
  return parsed.data;
}
