/**
 * The JSON Schema form of the contracts the first paint waits for (docs/decisions/032-api-contract-and-openapi.md):
 * `userSchema` for GET /api/auth/status and `deckPageSchema` for GET /api/cryptos/unswipped. The client parses
 * those two answers with shared/contracts/first-paint-schemas.json, written from here by
 * scripts/generate-first-paint-schemas.ts; first-paint-schemas.test.ts keeps the file equal to this output.
 */
import { z } from 'zod';
import { userSchema } from './auth';
import { deckPageSchema } from './deck';

const asJsonSchema = (schema: z.ZodType) => {
  // The output shape (what the server sends); `$schema` is dropped, the client never reads it.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output' });
  return rest;
};

export const firstPaintJsonSchemas = () => ({ user: asJsonSchema(userSchema), deckPage: asJsonSchema(deckPageSchema) });
