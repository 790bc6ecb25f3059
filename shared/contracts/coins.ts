import { z } from 'zod';
import { idSchema } from './ids';
import { MAX_GUEST_SWIPES } from '../constants/discover';

export const marketSnapshotSchema = z.object({
  priceUsd: z.number(),
  change24h: z.number().nullable(),
  marketCapUsd: z.number().nullable(),
  marketCapRank: z.number().int().nullable(),
  asOf: z.string(),
});
export type MarketSnapshot = z.infer<typeof marketSnapshotSchema>;

/** The Coin entity of docs/product.md section 3, plus our market snapshot when we have one. */
export const coinSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  imageUrl: z.string(),
  backgroundColor: z.string(),
  description: z.string(),
  personality: z.string(),
  launchYear: z.number().int(),
  founderInfo: z.string(),
  communityInfo: z.string(),
  uniqueFeatures: z.array(z.string()),
  funFacts: z.array(z.string()),
  tags: z.array(z.string()),
  useCases: z.array(z.string()),
  market: marketSnapshotSchema.nullable(),
});
export type Coin = z.infer<typeof coinSchema>;
export const coinListSchema = z.array(coinSchema);

export const cryptoUpdateQuerySchema = z.strictObject({
  force: z.enum(['true', 'false']).optional(),
});

/** docs/product.md section 7: GET /api/cryptos/update. */
export const cryptoUpdateResponseSchema = z.object({
  count: z.number().int(),
  fromCache: z.boolean(),
  forceUpdate: z.boolean(),
  forceUpdatedCoins: z.number().int(),
  asOf: z.string().nullable(),
});
export type CryptoUpdateResponse = z.infer<typeof cryptoUpdateResponseSchema>;

export const preferenceSchema = z.object({ coinId: z.number().int(), liked: z.boolean() });
export type Preference = z.infer<typeof preferenceSchema>;
export const preferenceListSchema = z.array(preferenceSchema);

/** POST /api/preferences/reset: how many swipes were removed. */
export const resetPreferencesResponseSchema = z.object({ removed: z.number().int() });
export type ResetPreferencesResponse = z.infer<typeof resetPreferencesResponseSchema>;

export const savePreferenceInputSchema = z.strictObject({
  coinId: idSchema(),
  liked: z.boolean(),
});
export type SavePreferenceInput = z.infer<typeof savePreferenceInputSchema>;

export { MAX_GUEST_SWIPES };

/** 9999-12-31T23:59:59.999Z in milliseconds: a swipe time is a date, not any number. */
const GUEST_SWIPE_TIMESTAMP_MAX = 253_402_300_799_999;

/** A guest's local swipe record (docs/product.md section 3), merged into the account at sign-in (docs/design.md section 6.4). */
export const guestSwipeSchema = z.strictObject({
  coinId: idSchema(),
  liked: z.boolean(),
  /** Milliseconds since 1970 (`Date.now()`), at most the last millisecond of year 9999. */
  timestamp: z.number().int().min(0).max(GUEST_SWIPE_TIMESTAMP_MAX),
});
export type GuestSwipe = z.infer<typeof guestSwipeSchema>;

export const mergePreferencesInputSchema = z.strictObject({
  swipes: z.array(guestSwipeSchema).max(MAX_GUEST_SWIPES),
});
export type MergePreferencesInput = z.infer<typeof mergePreferencesInputSchema>;

export const mergePreferencesResponseSchema = z.object({ merged: z.number().int(), ignored: z.number().int() });
export type MergePreferencesResponse = z.infer<typeof mergePreferencesResponseSchema>;
