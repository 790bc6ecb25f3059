/**
 * `points.awarded`: gamification publishes it for its own awards once they committed, and its handler
 * evaluates that source's achievements and the level. Negative checks wait for a sentinel: a handler
 * registered after gamification's on the same event runs after it (the bus runs handlers in order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../events/domain-events';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { findStanding } from './gamification.repository';
import { ledgerTotal, request } from './office-test-helpers';
import { awardPoints } from './points-ledger';

let context: TestContext;
const awarded: Array<DomainEvents['points.awarded'] & { committedTotal: number }> = [];
const seen = { signIns: [] as number[], profileUpdates: [] as number[] };

beforeAll(async () => {
  context = await createTestContext();
  const { domainEvents } = context.app.services;
  // Registered after the app's handlers: each runs once gamification handled the same event.
  domainEvents.on('points.awarded', async (payload) => void awarded.push({ ...payload, committedTotal: await ledgerTotal(context.database.db, payload.userId) }));
  domainEvents.on('user.signed_in', ({ userId }) => void seen.signIns.push(userId));
  domainEvents.on('profile.updated', ({ userId }) => void seen.profileUpdates.push(userId));
});
afterAll(async () => {
  await context.close();
});

const awardsOf = (userId: number) => awarded.filter((entry) => entry.userId === userId).map((entry) => entry.source);

describe('points.awarded', () => {
  it("is published once for the day's login, after the points are in the ledger", async () => {
    const user = await registerUser(context.app);
    expect(awardsOf(user.id)).toEqual(['dailyLogins']);
    expect(awarded.find((entry) => entry.userId === user.id)?.committedTotal).toBeGreaterThan(0);

    // A second sign-in the same day scores nothing: its own user.signed_in is the sentinel.
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } });
    expect(login.statusCode).toBe(200);
    expect(seen.signIns.filter((id) => id === user.id)).toHaveLength(2);
    expect(awardsOf(user.id)).toEqual(['dailyLogins']);
  });

  it('is published once when the profile becomes complete, not for later edits', async () => {
    const user = await registerUser(context.app);
    const call = request(context);
    const full = { learningGoals: ['Understand tokenomics'], learningInterests: ['DeFi'], expertiseAreas: ['Bitcoin'], preferredLearningStyle: 'Visual', communicationStyle: 'Direct' };
    expect((await call('PATCH', '/api/users/profile', user, { learningGoals: ['Understand tokenomics'] })).statusCode).toBe(200);
    expect(awardsOf(user.id)).toEqual(['dailyLogins']);
    expect((await call('PATCH', '/api/users/profile', user, full)).statusCode).toBe(200);
    expect((await call('PATCH', '/api/users/profile', user, { displayName: 'Renamed' })).statusCode).toBe(200);
    // The sentinel: the third edit's profile.updated reached the handler registered after gamification's.
    expect(seen.profileUpdates.filter((id) => id === user.id)).toHaveLength(3);
    expect(awardsOf(user.id)).toEqual(['dailyLogins', 'profileCompleteness']);
  });

  it("queues the evaluation of that source's achievements and the level", async () => {
    const user = await registerUser(context.app);
    await context.app.services.jobs.drained();
    // Just under level 1 (500 points), then gamification announces an award that crosses it.
    await awardPoints(context.database.db, { userId: user.id, source: 'matches', points: 500 - (await ledgerTotal(context.database.db, user.id)) - 1, idempotencyKey: 'test:seed' });
    await awardPoints(context.database.db, { userId: user.id, source: 'matches', points: 1, idempotencyKey: 'test:cross' });
    expect((await findStanding(context.database.db, user.id)).heldKeys).not.toContain('level:1');
    await context.app.services.domainEvents.publish('points.awarded', { userId: user.id, source: 'matches' });
    await context.app.services.jobs.drained();
    expect((await findStanding(context.database.db, user.id)).heldKeys).toContain('level:1');
  });
});
