/**
 * The swipe deck (GET /api/cryptos/unswipped, docs/product.md section 7): only what a card shows
 * (docs/product.md section 9), a page at a time, ordered by coin id. The full coin record is
 * GET /api/cryptos/:id. See docs/decisions/021-lean-paged-deck-and-first-paint.md.
 */
import { z } from 'zod';
import { idParam } from './ids';
import { DECK_MAX_PAGE_SIZE, DECK_PAGE_SIZE } from '../constants/discover';

export const deckCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  imageUrl: z.string(),
  backgroundColor: z.string(),
  description: z.string(),
  personality: z.string(),
  launchYear: z.number().int(),
  uniqueFeatures: z.array(z.string()),
  funFacts: z.array(z.string()),
  tags: z.array(z.string()),
  useCases: z.array(z.string()),
});
export type DeckCard = z.infer<typeof deckCardSchema>;

export const deckPageSchema = z.object({
  items: z.array(deckCardSchema),
  /** The `cursor` of the next page, or null on the last one. */
  nextCursor: z.number().int().nullable(),
  /** How many coins the whole deck holds (every page), for the "N coins left" count. */
  total: z.number().int(),
});
export type DeckPage = z.infer<typeof deckPageSchema>;

export const deckQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(DECK_MAX_PAGE_SIZE).default(DECK_PAGE_SIZE),
  /** The last coin id of the previous page. */
  cursor: idParam().optional(),
});
export type DeckQuery = z.infer<typeof deckQuerySchema>;
