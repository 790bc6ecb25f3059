/**
 * The answers the server-rendered pages are taken over with are checked by their contracts' JSON Schema form
 * (shared/contracts/first-paint-schemas.json), not by zod. Here both read the real server's real answers, seeded
 * content and all: the JSON Schema parser must accept each one and return exactly what zod's parse returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@shared/contracts/auth';
import { coinSchema } from '@shared/contracts/coins';
import { deckPageSchema } from '@shared/contracts/deck';
import schemas from '@shared/contracts/first-paint-schemas.json';
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
    expectSameAsZod(schemas.user, userSchema, await answer('/api/auth/status', user.cookie));
    expectSameAsZod(schemas.deckPage, deckPageSchema, await answer(DECK_FIRST_PAGE_URL));

    const modules = await answer('/api/learning/modules');
    expectSameAsZod(schemas.learningModules, learningModuleListSchema, modules);
    const moduleIds = (modules as Array<{ id: number }>).map((module) => module.id);
    expect(moduleIds.length).toBeGreaterThan(10);
    for (const id of moduleIds) expectSameAsZod(schemas.learningModule, learningModuleSchema, await answer(`/api/learning/modules/${id}`));
    expectSameAsZod(schemas.journeys, journeyListSchema, await answer('/api/learning/journeys'));
    expectSameAsZod(schemas.termIndex, termIndexSchema, await answer('/api/vocabulary/terms'));

    const coins = (await answer('/api/cryptos')) as Array<{ id: number }>;
    expect(coins.length).toBeGreaterThan(10);
    for (const { id } of coins) expectSameAsZod(schemas.coin, coinSchema, await answer(`/api/cryptos/${id}`));
  });
});
