import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { messages } from './social';
import { users } from './users';

/**
 * A drill challenge (docs/decisions/054-practice-wallet-and-quiz-fairness.md): one per `drill_challenge`
 * message, a practice-wallet drill the challenger sent; the challenged partner records the result once.
 * Only the score is kept: nothing the drill drew in the browser reaches the server.
 */
export const drillChallenges = pgTable(
  'drill_challenges',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    challengerId: integer('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengedId: integer('challenged_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of shared/contracts/drill-challenge.ts DRILL_IDS. */
    drillId: text('drill_id').notNull(),
    stepsRight: integer('steps_right'),
    stepsTotal: integer('steps_total'),
    passed: boolean('passed'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('drill_challenges_known_drill', sql`${table.drillId} in ('seed', 'receive', 'sign', 'revoke', 'swap', 'support')`),
    check(
      'drill_challenges_result_whole',
      sql`(${table.completedAt} is null) = (${table.stepsRight} is null) and (${table.stepsRight} is null) = (${table.stepsTotal} is null) and (${table.stepsTotal} is null) = (${table.passed} is null)`,
    ),
    check('drill_challenges_result_bounds', sql`${table.stepsRight} >= 0 and ${table.stepsRight} <= ${table.stepsTotal} and ${table.stepsTotal} between 1 and 6`),
  ],
);
