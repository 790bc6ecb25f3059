/**
 * Reads do not write (docs/style.md): a visit to the Office (its four GET endpoints) only reads, because
 * achievements are evaluated when the activity happens. Also counts the statements a visit costs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMIFICATION_URLS } from '../../../shared/contracts/gamification';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { achievementKeys, request, reviewTerm } from './office-test-helpers';

/** The statements an Office visit may cost (measured with 4 session lookups: 17; 46 when each read evaluated achievements first). */
const OFFICE_VISIT_STATEMENT_BUDGET = 20;

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** Records every SQL statement sent to the database client while `run` executes. */
async function recordStatements(run: () => Promise<void>): Promise<string[]> {
  const client = (context.database.db as unknown as { $client: Record<string, unknown> }).$client;
  const statements: string[] = [];
  const originals = new Map<string, unknown>();
  // The client is a node-postgres pool: a checkout without a callback is a transaction (pool.query
  // checks out with one).
  for (const method of ['query', 'connect']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    originals.set(method, original);
    client[method] = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      if (method === 'connect') {
        if (args.length === 0) statements.push('<transaction>');
        return (original as (...rest: unknown[]) => unknown).apply(this, args);
      }
      statements.push(typeof first === 'string' ? first : typeof first === 'object' && first && 'text' in first ? String(first.text) : `<${method}>`);
      return (original as (...rest: unknown[]) => unknown).apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    for (const [method, original] of originals) client[method] = original;
  }
  return statements;
}

describe('the Office reads', () => {
  it('writes nothing on a visit, and shows what the activity already earned', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    const call = request(context);
    expect((await call('POST', `/api/matches/${matchId}/messages`, a, { content: 'gm' })).statusCode).toBe(201);
    await reviewTerm(context, a, 7);
    await context.app.services.jobs.drained();
    const earnedBefore = await achievementKeys(context.database.db, a.id);
    expect(earnedBefore).toEqual(expect.arrayContaining(['first-match', 'icebreaker', 'first-term']));

    let overview: { achievementsEarned: number } | undefined;
    const statements = await recordStatements(async () => {
      for (const url of Object.values(GAMIFICATION_URLS)) {
        const response = await call('GET', url, a);
        expect(response.statusCode, url).toBe(200);
        if (url === GAMIFICATION_URLS.overview) overview = response.json();
      }
    });
    const writes = statements.filter((text) => /^\s*(insert|update|delete|begin|<transaction>)/i.test(text));
    expect(writes).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(OFFICE_VISIT_STATEMENT_BUDGET);
    expect(overview?.achievementsEarned).toBe(earnedBefore.length);
    expect(await achievementKeys(context.database.db, a.id)).toEqual(earnedBefore);
  });
});
