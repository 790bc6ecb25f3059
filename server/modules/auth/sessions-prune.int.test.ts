/** The `sessions.prune` job deletes expired sessions and leaves live ones (and their users) alone. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('the sessions.prune job', () => {
  it('deletes expired sessions only; a signed-in user stays signed in', async () => {
    const user = await registerUser(context.app);
    const hour = 60 * 60 * 1000;
    await context.database.db.insert(sessions).values([
      { id: 'a'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() - hour) },
      { id: 'b'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() - 30 * 24 * hour) },
      { id: 'c'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() + hour) },
    ]);
    expect(await context.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(4);

    await context.app.services.jobs.enqueue('sessions.prune', {});
    await context.app.services.jobs.drained();

    const remaining = (await context.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.id);
    expect(remaining).toHaveLength(2);
    expect(remaining).toContain('c'.repeat(64));
    expect(remaining).not.toContain('a'.repeat(64));
    const status = await context.app.inject({ url: '/api/auth/status', headers: { cookie: user.cookie } });
    expect(status.json()).toMatchObject({ id: user.id });
  });
});
