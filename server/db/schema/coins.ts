import { doublePrecision, integer, jsonb, pgTable, serial, text, timestamp, boolean, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from './users';

export type TraitScores = Record<string, number>;

export const coins = pgTable(
  'coins',
  {
    /** Stable id from content/coins. */
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    marketDataId: text('market_data_id').notNull(),
    backgroundColor: text('background_color').notNull(),
    description: text('description').notNull(),
    personality: text('personality').notNull(),
    launchYear: integer('launch_year').notNull(),
    founderInfo: text('founder_info').notNull(),
    communityInfo: text('community_info').notNull(),
    uniqueFeatures: jsonb('unique_features').$type<string[]>().notNull(),
    funFacts: jsonb('fun_facts').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    useCases: jsonb('use_cases').$type<string[]>().notNull(),
    traits: jsonb('traits').$type<TraitScores>().notNull(),
  },
  (table) => [uniqueIndex('coins_slug_unique').on(table.slug)],
);

/** The last good market snapshot per coin (docs/security.md item 11: serve it with its time). */
export const coinMarket = pgTable('coin_market', {
  coinId: integer('coin_id')
    .primaryKey()
    .references(() => coins.id, { onDelete: 'cascade' }),
  priceUsd: doublePrecision('price_usd').notNull(),
  change24h: doublePrecision('change_24h'),
  marketCapUsd: doublePrecision('market_cap_usd'),
  marketCapRank: integer('market_cap_rank'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/** One row: when the provider was last asked and until when it asked us to back off. */
export const marketSync = pgTable('market_sync', {
  id: integer('id').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  backoffUntil: timestamp('backoff_until', { withTimezone: true }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});

export const preferences = pgTable(
  'preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id, { onDelete: 'cascade' }),
    liked: boolean('liked').notNull(),
    swipedAt: timestamp('swiped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('preferences_user_coin_unique').on(table.userId, table.coinId), index('preferences_coin_idx').on(table.coinId)],
);
