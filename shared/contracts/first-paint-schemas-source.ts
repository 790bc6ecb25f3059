/**
 * The JSON Schema form of the contracts the first paint waits for (docs/decisions/032-api-contract-and-openapi.md):
 * `userSchema` for GET /api/auth/status, `deckPageSchema` for GET /api/cryptos/unswipped, `coinSchema` for
 * GET /api/cryptos/:id, and for the learning pages GET /api/learning/modules (`learningModuleListSchema`),
 * /api/learning/modules/:id (`learningModuleSchema`), /api/learning/journeys (`journeyListSchema`) and
 * /api/vocabulary/terms (`termIndexSchema`, the terms a module's text links). The client parses those answers
 * with shared/contracts/first-paint-schemas/<name>.json, one file per contract so a page's chunk carries only
 * its own, written from here by scripts/generate-first-paint-schemas.ts; first-paint-schemas.test.ts keeps the
 * files equal to this output.
 */
import { z } from 'zod';
import { userSchema } from './auth';
import { coinSchema } from './coins';
import { deckPageSchema } from './deck';
import { journeyListSchema, learningModuleListSchema, learningModuleSchema } from './learning';
import { termIndexSchema } from './vocabulary';

const asJsonSchema = (schema: z.ZodType) => {
  // The output shape (what the server sends); `$schema` is dropped, the client never reads it.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output' });
  return rest;
};

export const firstPaintJsonSchemas = () => ({
  user: asJsonSchema(userSchema),
  deckPage: asJsonSchema(deckPageSchema),
  coin: asJsonSchema(coinSchema),
  learningModules: asJsonSchema(learningModuleListSchema),
  learningModule: asJsonSchema(learningModuleSchema),
  journeys: asJsonSchema(journeyListSchema),
  termIndex: asJsonSchema(termIndexSchema),
});

/** The file a schema is written to: `learningModules` -> `learning-modules.json`. */
export const firstPaintSchemaFile = (name: string) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.json`;
