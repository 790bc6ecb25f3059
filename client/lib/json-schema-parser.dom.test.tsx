/**
 * The answers the server-rendered pages are taken over with are checked by their contracts' JSON Schema form
 * (shared/contracts/first-paint-schemas/), not by zod. Here both read the real server's real answers, seeded
 * content and all: the JSON Schema parser must accept each one and return exactly what zod's parse returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@shared/contracts/auth';
import { coinSchema } from '@shared/contracts/coins';
import { deckPageSchema } from '@shared/contracts/deck';
import coinJsonSchema from '@shared/contracts/first-paint-schemas/coin.json';
import deckPageJsonSchema from '@shared/contracts/first-paint-schemas/deck-page.json';
import journeysJsonSchema from '@shared/contracts/first-paint-schemas/journeys.json';
import learningModuleJsonSchema from '@shared/contracts/first-paint-schemas/learning-module.json';
import learningModulesJsonSchema from '@shared/contracts/first-paint-schemas/learning-modules.json';
import termIndexJsonSchema from '@shared/contracts/first-paint-schemas/term-index.json';
import userJsonSchema from '@shared/contracts/first-paint-schemas/user.json';
import { journeyListSchema, learningModuleListSchema, learningModuleSchema } from '@shared/contracts/learning';
import { termIndexSchema } from '@shared/contracts/vocabulary';
import { DECK_FIRST_PAGE_URL } from '@shared/constants/discover';
import { registerUser, startRealServer, type RealServer } from '@/test/real-server';
import { jsonSchemaParser, type JsonSchema } from './json-schema-parser';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
});
afterAll(async () => {
  await server.close();
});

async function answer(url: string, cookie?: string): Promise<unknown> {
  const response = await server.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

function expectSameAsZod(schema: JsonSchema, zodSchema: { parse(data: unknown): unknown }, body: unknown): void {
  expect(jsonSchemaParser(schema).parse(body)).toEqual(zodSchema.parse(body));
}

describe('the first paint schemas on the real answers', () => {
  it('read the auth status, the deck, every coin, the learning home, every module and the term index as zod does', async () => {
    const user = await registerUser(server.app);
    expectSameAsZod(userJsonSchema, userSchema, await answer('/api/auth/status', user.cookie));
    expectSameAsZod(deckPageJsonSchema, deckPageSchema, await answer(DECK_FIRST_PAGE_URL));

    const modules = await answer('/api/learning/modules');
    expectSameAsZod(learningModulesJsonSchema, learningModuleListSchema, modules);
    const moduleIds = (modules as Array<{ id: number }>).map((module) => module.id);
    expect(moduleIds.length).toBeGreaterThan(10);
    for (const id of moduleIds) expectSameAsZod(learningModuleJsonSchema, learningModuleSchema, await answer(`/api/learning/modules/${id}`));
    expectSameAsZod(journeysJsonSchema, journeyListSchema, await answer('/api/learning/journeys'));
    expectSameAsZod(termIndexJsonSchema, termIndexSchema, await answer('/api/vocabulary/terms'));

    const coins = (await answer('/api/cryptos')) as Array<{ id: number }>;
    expect(coins.length).toBeGreaterThan(10);
    for (const { id } of coins) expectSameAsZod(coinJsonSchema, coinSchema, await answer(`/api/cryptos/${id}`));
  });
});
