import { infiniteQueryOptions } from '@tanstack/react-query';
import { DECK_FIRST_PAGE_URL, DECK_URL } from '@shared/constants/discover';
import { apiGet } from '@/lib/api-client';

/** docs/product.md section 7 spelling. The signed-in user's unswiped coins; a guest gets them all. */
export const UNSWIPED_CRYPTOS_URL = DECK_URL;

/**
 * The swipe deck, a page of lean cards at a time (docs/decisions/021-lean-paged-deck-and-first-paint.md).
 * The first page's URL is the one index.html preloads, fetched with the same credentials mode, so the
 * browser hands the preloaded response over instead of asking again.
 */
export const deckPageUrl = (cursor: number | null | undefined) => (cursor == null ? DECK_FIRST_PAGE_URL : `${DECK_FIRST_PAGE_URL}&cursor=${cursor}`);

const deckPageResponseSchema = () => import('@shared/contracts/deck').then((contracts) => contracts.deckPageSchema);

export const getUnswipedCryptosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [UNSWIPED_CRYPTOS_URL],
    queryFn: ({ pageParam, signal }) => apiGet(deckPageUrl(pageParam), deckPageResponseSchema, signal),
    // null, not undefined: the first page's param survives the server render's JSON (dehydrate, then hydrate).
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
