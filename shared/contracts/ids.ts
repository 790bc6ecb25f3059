/**
 * The one id rule (docs/security.md item 7, docs/decisions/042-text-and-id-rules-and-caps-in-the-database.md):
 * an id or id cursor, in a path, a query or a body, is a whole number from 1 to the largest PostgreSQL
 * `integer`, so "0", "-1", "1.5" and "99999999999" answer 400 instead of reaching a query. The OpenAPI document
 * shows the bounds (`minimum: 1`, `maximum: 2147483647`) and `server/api-contract.int.test.ts` fails on an id
 * without them.
 */
import { z } from 'zod';

/** Largest value of a PostgreSQL `integer` column: every id and cursor is bounded by it. */
export const INT4_MAX = 2_147_483_647;

const messages = {
  type: 'Id must be a number',
  whole: 'Id must be a whole number',
  positive: 'Id must be positive',
  tooLarge: 'Id is too large',
} as const;

/** An id in a JSON body. */
export function idSchema() {
  return z.number({ error: messages.type }).int({ error: messages.whole }).min(1, { error: messages.positive }).max(INT4_MAX, { error: messages.tooLarge });
}

/** An id from a path segment or a query parameter (text, coerced to a number first). */
export function idParam() {
  return z.coerce.number({ error: messages.type }).int({ error: messages.whole }).min(1, { error: messages.positive }).max(INT4_MAX, { error: messages.tooLarge });
}

/** `/api/x/:id` */
export const idParamSchema = z.object({ id: idParam() });
export type IdParam = z.infer<typeof idParamSchema>;
