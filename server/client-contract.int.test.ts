/**
 * The client's fetch helpers against the real server (docs/decisions/032-api-contract-and-openapi.md): the
 * answer is parsed with its shared schema, loaded on demand in parallel with the request, and an answer its
 * contract does not allow is refused with a ResponseShapeError instead of reaching a component.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../shared/contracts/auth';
import { coinListSchema } from '../shared/contracts/coins';
import { deckPageSchema } from '../shared/contracts/deck';
import { journeyListSchema, learningModuleListSchema } from '../shared/contracts/learning';
import { apiGet, apiGetOrNull, HttpError, ResponseShapeError, type ResponseSchema } from '../client/lib/api-client';
import { createTestContext, type TestContext } from './test/test-app';

/** A contract as the client names it: a loader of its schema. */
const loaded =
  <T>(schema: ResponseSchema<T>) =>
  () =>
    Promise.resolve(schema);

let context: TestContext;
let origin: string;
beforeAll(async () => {
  context = await createTestContext();
  origin = await context.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await context.close();
});

describe('apiGet', () => {
  it('returns the parsed answer of a public endpoint', async () => {
    const deck = await apiGet(`${origin}/api/cryptos/unswipped?limit=3`, loaded(deckPageSchema));
    expect(deck.items).toHaveLength(3);
    expect(deck.total).toBeGreaterThanOrEqual(3);
    const journeys = await apiGet(`${origin}/api/learning/journeys`, loaded(journeyListSchema));
    expect(journeys.length).toBeGreaterThan(0);
  });

  it('parses the catalogue, which the server sends as pre-serialised bytes, with its schema', async () => {
    const coins = await apiGet(`${origin}/api/cryptos`, loaded(coinListSchema));
    expect(coins.length).toBeGreaterThan(0);
  });

  it('loads a schema on demand in parallel with the request', async () => {
    let loaded = 0;
    const modules = await apiGet(`${origin}/api/learning/modules`, async () => {
      loaded += 1;
      return learningModuleListSchema;
    });
    expect(loaded).toBe(1);
    expect(modules.length).toBeGreaterThan(0);
  });

  it('refuses an answer its contract does not allow', async () => {
    const error = await apiGet(`${origin}/api/learning/journeys`, loaded(userSchema)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toBe(`Unexpected response from ${origin}/api/learning/journeys`);
  });

  it('raises HttpError with the status and the error body on a non-OK answer', async () => {
    const error = await apiGet(`${origin}/api/learning/modules/999999`, loaded(learningModuleListSchema)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).serverMessage).toEqual(expect.any(String));
  });
});

describe('apiGetOrNull', () => {
  it('answers null when not signed in', async () => {
    expect(await apiGetOrNull(`${origin}/api/auth/status`, loaded(userSchema))).toBeNull();
  });
});
