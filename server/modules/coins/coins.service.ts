/**
 * The coin catalogue as the API serves it. Coins change only with content and market snapshots, so the
 * list is built once and cached (with its JSON, already encoded: a Buffer is sent without re-encoding
 * ~100 KB per request) until a market refresh invalidates it, or for at most a minute so that instances
 * sharing a database pick up each other's refreshes.
 */
import type { Coin } from '../../../shared/contracts/coins';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { CachedBody } from '../../lib/http-cache';
import * as repository from './coins.repository';

const CACHE_TTL_MS = 60_000;

export interface CoinCatalogue {
  /** `body`: the JSON with its ETag and compressed forms, made once per catalogue version. */
  list(): Promise<{ coins: Coin[]; json: Buffer; body: CachedBody }>;
  get(id: number): Promise<Coin>;
  listUnswiped(userId: number): Promise<Coin[]>;
  invalidate(): void;
}

export function coinLogoPath(coinId: number): string {
  return `/api/cryptos/${coinId}/logo.svg`;
}

function toCoin({ coin, market }: repository.CoinWithMarket): Coin {
  return {
    id: coin.id,
    name: coin.name,
    symbol: coin.symbol,
    imageUrl: coinLogoPath(coin.id),
    backgroundColor: coin.backgroundColor,
    description: coin.description,
    personality: coin.personality,
    launchYear: coin.launchYear,
    founderInfo: coin.founderInfo,
    communityInfo: coin.communityInfo,
    uniqueFeatures: coin.uniqueFeatures,
    funFacts: coin.funFacts,
    tags: coin.tags,
    useCases: coin.useCases,
    market: market
      ? {
          priceUsd: market.priceUsd,
          change24h: market.change24h,
          marketCapUsd: market.marketCapUsd,
          marketCapRank: market.marketCapRank,
          asOf: market.fetchedAt.toISOString(),
        }
      : null,
  };
}

export function createCoinCatalogue(db: Database, now: () => number = Date.now): CoinCatalogue {
  let cached: { coins: Coin[]; byId: Map<number, Coin>; json: Buffer; body: CachedBody; loadedAt: number } | undefined;
  let loading: Promise<NonNullable<typeof cached>> | undefined;

  async function load() {
    if (cached && now() - cached.loadedAt < CACHE_TTL_MS) return cached;
    loading ??= repository
      .listCoinsWithMarket(db)
      .then((rows) => {
        const coins = rows.map(toCoin);
        const json = Buffer.from(JSON.stringify(coins));
        // Same bytes as the last load (nothing changed): keep its compressed forms.
        const body = cached && cached.json.equals(json) ? cached.body : new CachedBody(json);
        cached = { coins, byId: new Map(coins.map((coin) => [coin.id, coin])), json, body, loadedAt: now() };
        return cached;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async list() {
      const { coins, json, body } = await load();
      return { coins, json, body };
    },
    async get(id) {
      const coin = (await load()).byId.get(id);
      if (!coin) throw notFound('Cryptocurrency not found');
      return coin;
    },
    async listUnswiped(userId) {
      const [{ byId }, ids] = await Promise.all([load(), repository.listUnswipedCoinIds(db, userId)]);
      return ids.map((id) => byId.get(id)).filter((coin): coin is Coin => coin !== undefined);
    },
    invalidate() {
      cached = undefined;
    },
  };
}
