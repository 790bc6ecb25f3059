/**
 * The swipe deck: a page of lean cards (only what a card shows, docs/product.md section 9) from the
 * catalogue, leaving out the signed-in user's swiped coins; a guest's swipes live in the browser, so a
 * guest pages through every coin. Ordered by id, the cursor is the last id of the previous page
 * (docs/decisions/021-lean-paged-deck-and-first-paint.md).
 */
import { CARD_LIMITS } from '../../../shared/constants/discover';
import type { Coin } from '../../../shared/contracts/coins';
import type { DeckCard, DeckPage, DeckQuery } from '../../../shared/contracts/deck';
import type { CoinCatalogue } from './coins.service';

export function toDeckCard(coin: Coin): DeckCard {
  return {
    id: coin.id,
    name: coin.name,
    symbol: coin.symbol,
    imageUrl: coin.imageUrl,
    backgroundColor: coin.backgroundColor,
    description: coin.description,
    personality: coin.personality,
    launchYear: coin.launchYear,
    uniqueFeatures: coin.uniqueFeatures.slice(0, CARD_LIMITS.uniqueFeatures),
    funFacts: coin.funFacts.slice(0, CARD_LIMITS.funFacts),
    tags: coin.tags.slice(0, CARD_LIMITS.tags),
    useCases: coin.useCases.slice(0, CARD_LIMITS.useCases),
  };
}

/** One page of `coins` (sorted by id) after `query.cursor`. */
export function pageOf(coins: readonly Coin[], query: DeckQuery): DeckPage {
  const after = query.cursor ?? 0;
  const start = coins.findIndex((coin) => coin.id > after);
  if (start === -1) return { items: [], nextCursor: null, total: coins.length };
  const slice = coins.slice(start, start + query.limit);
  const hasMore = start + query.limit < coins.length;
  return { items: slice.map(toDeckCard), nextCursor: hasMore ? (slice.at(-1)?.id ?? null) : null, total: coins.length };
}

export async function getDeckPage(catalogue: CoinCatalogue, userId: number | undefined, query: DeckQuery): Promise<DeckPage> {
  const coins = userId === undefined ? (await catalogue.list()).coins : await catalogue.listUnswiped(userId);
  return pageOf(coins, query);
}
