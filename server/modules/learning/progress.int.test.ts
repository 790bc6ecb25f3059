import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { QUIZ_DRAW_SIZE } from '../../../shared/constants/learning';
import { api, takeQuiz } from './learning-test-helpers';

let context: TestContext;
let client: ReturnType<typeof api>;
beforeAll(async () => {
  context = await createTestContext();
  client = api(context);
});
afterAll(async () => {
  await context.close();
});

describe('progress records', () => {
  it('are created once per module, listed and filtered by moduleId for their owner only', async () => {
    const owner = await registerUser(context.app);
    const other = await registerUser(context.app);
    const first = await client.start(owner, 1);
    expect(first.statusCode).toBe(201);
    const again = await client.start(owner, 1);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    await client.start(owner, 2);

    const all = (await client.get('/api/learning/progress', owner)).json();
    expect(all.map((record: { moduleId: number }) => record.moduleId)).toEqual([1, 2]);
    const filtered = (await client.get('/api/learning/progress?moduleId=2', owner)).json();
    expect(filtered).toMatchObject([{ moduleId: 2, completed: false }]);
    expect((await client.get('/api/learning/progress', other)).json()).toEqual([]);
    expect((await client.get('/api/learning/progress')).statusCode).toBe(401);
  });

  it('cannot be started completed, for a missing module or by a guest', async () => {
    const user = await registerUser(context.app);
    expect((await client.post('/api/learning/progress', user, { moduleId: 1, completed: true })).statusCode).toBe(400);
    expect((await client.post('/api/learning/progress', user, { moduleId: 9999 })).statusCode).toBe(404);
    expect((await client.post('/api/learning/progress', user, { moduleId: 1, userId: 1 })).statusCode).toBe(400);
    expect((await client.post('/api/learning/progress', undefined, { moduleId: 1 })).statusCode).toBe(401);
  });

  it("answers another user's record with 404 and a guest with 401", async () => {
    const owner = await registerUser(context.app);
    const other = await registerUser(context.app);
    const record = (await client.start(owner, 5)).json();
    const other404 = await client.patch(`/api/learning/progress/${record.id}`, other, { completed: true, score: 100 });
    expect(other404.statusCode).toBe(404);
    const missing = await client.patch('/api/learning/progress/99999999', other, { completed: true });
    expect(missing.json()).toEqual({ ...other404.json(), requestId: missing.json().requestId });
    expect((await client.patch(`/api/learning/progress/${record.id}`, undefined, { completed: true })).statusCode).toBe(401);
    expect((await client.get('/api/learning/progress?moduleId=5', owner)).json()).toMatchObject([{ completed: false }]);
  });
});

describe('PATCH cannot forge a completion', () => {
  it('refuses completed=true without a passing attempt, whatever score the client sends', async () => {
    const user = await registerUser(context.app);
    const record = (await client.start(user, 6)).json();
    const forged = await client.patch(`/api/learning/progress/${record.id}`, user, { completed: true, completedAt: new Date().toISOString(), score: 70 });
    expect(forged.statusCode).toBe(409);

    await takeQuiz(context, user, 6, 1);
    expect((await client.patch(`/api/learning/progress/${record.id}`, user, { completed: true, score: 100 })).statusCode).toBe(409);
    expect((await client.get('/api/learning/progress?moduleId=6', user)).json()).toMatchObject([{ completed: false, score: null }]);
    const ledger = await context.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.idempotencyKey, 'module:6')));
    expect(ledger).toHaveLength(0);
  });

  it('completes with the best real attempt score when a pass happened before the module was started', async () => {
    const user = await registerUser(context.app);
    const pass = (await takeQuiz(context, user, 7, QUIZ_DRAW_SIZE - 1)).json();
    expect(pass).toMatchObject({ passed: true, progress: null, completedNow: false });
    await takeQuiz(context, user, 7, 0);

    const record = (await client.start(user, 7)).json();
    const response = await client.patch(`/api/learning/progress/${record.id}`, user, { completed: true, completedAt: '2001-01-01T00:00:00Z', score: 7 });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ id: record.id, completed: true, score: pass.score });
    expect(new Date(updated.completedAt).getUTCFullYear()).toBeGreaterThan(2001);
    const ledger = await context.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.idempotencyKey, 'module:7')));
    expect(ledger).toHaveLength(1);

    expect((await client.patch(`/api/learning/progress/${record.id}`, user, { completed: false })).statusCode).toBe(409);
    expect((await client.patch(`/api/learning/progress/${record.id}`, user, { completed: true, isAdmin: true })).statusCode).toBe(400);
  });
});
