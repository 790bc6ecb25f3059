/** How many local swipes a guest keeps (and the server accepts in one merge): more than the catalogue. */
export const MAX_GUEST_SWIPES = 500;

/** docs/product.md section 9: what a swipe card shows at most. The deck endpoint sends no more than this. */
export const CARD_LIMITS = { uniqueFeatures: 2, funFacts: 1, tags: 4, useCases: 3 } as const;

/** The swipe deck's page size (docs/decisions/021-lean-paged-deck-and-first-paint.md). */
export const DECK_PAGE_SIZE = 20;
export const DECK_MAX_PAGE_SIZE = 100;

/** Spec spelling. The first page's URL is the exact string the HTML preloads and the client fetches. */
export const DECK_URL = '/api/cryptos/unswipped';
export const DECK_FIRST_PAGE_URL = `${DECK_URL}?limit=${DECK_PAGE_SIZE}`;
