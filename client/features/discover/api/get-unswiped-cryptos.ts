import { infiniteQueryOptions } from '@tanstack/react-query';
import { DECK_FIRST_PAGE_URL, DECK_URL } from '@shared/constants/discover';
import type { DeckPage } from '@shared/contracts/deck';
import { getJson } from '@/lib/api-client';

/** docs/product.md section 7 spelling. The signed-in user's unswiped coins; a guest gets them all. */
export const UNSWIPED_CRYPTOS_URL = DECK_URL;

/**
 * The swipe deck, a page of lean cards at a time (docs/decisions/021-lean-paged-deck-and-first-paint.md).
 * The first page's URL is the one index.html preloads, fetched with the same credentials mode, so the
 * browser hands the preloaded response over instead of asking again.
 */
export const deckPageUrl = (cursor: number | undefined) => (cursor === undefined ? DECK_FIRST_PAGE_URL : `${DECK_FIRST_PAGE_URL}&cursor=${cursor}`);

export const getUnswipedCryptosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [UNSWIPED_CRYPTOS_URL],
    // Not parsed here: the first paint shows it, and zod would add ~30 KB gzip to the first route. The server
    // serialises it through deckPageSchema (docs/decisions/032-api-contract-and-openapi.md).
    queryFn: async ({ pageParam, signal }) => (await getJson<DeckPage>(deckPageUrl(pageParam), 'throw', signal)) ?? { items: [], nextCursor: null, total: 0 },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
