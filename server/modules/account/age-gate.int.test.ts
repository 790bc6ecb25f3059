/**
 * The age gate through the API (docs/decisions/045-age-gate.md): sign-up refuses under 13, a teen learns but
 * never matches nor chats, an adult matches as before, and an account from before the gate answers once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEEN_SOCIAL_MESSAGE, AGE_UNCONFIRMED_MESSAGE, UNDER_MINIMUM_AGE_MESSAGE } from '../../../shared/constants/age';
import { users } from '../../db/schema';
import { TEACHES_STAKING, TEACHES_TRADING } from '../../test/learning-profiles';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { takeQuiz } from '../learning/learning-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** The birth year and month of someone `years` old this month, `monthsLater` months younger. */
function bornYearsAgo(years: number, monthsLater = 0): { birthYear: number; birthMonth: number } {
  const now = new Date();
  const months = (now.getUTCFullYear() - years) * 12 + now.getUTCMonth() + monthsLater;
  return { birthYear: Math.floor(months / 12), birthMonth: (months % 12) + 1 };
}

async function becomeMatchable(user: TestUser, profile: object): Promise<void> {
  expect((await as(context.app, user).patch('/api/users/profile', profile)).statusCode).toBe(200);
  for (const coinId of [1, 2, 5, 12, 20]) expect((await as(context.app, user).post('/api/preferences', { coinId, liked: true })).statusCode).toBe(200);
  await context.app.services.jobs.drained();
}

const matchesOf = async (user: TestUser) => (await as(context.app, user).get('/api/matches')).json() as Array<{ id: number; matchedUser: { id: number } }>;

describe('sign-up', () => {
  const register = (username: string, birth: object) => as(context.app, null).post('/api/auth/register', { username, displayName: 'Young', password: 'hunter22', ...birth });

  it('refuses anyone under 13 with the message and stores nothing', async () => {
    const response = await register('too_young', bornYearsAgo(12));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: UNDER_MINIMUM_AGE_MESSAGE });
    expect(response.cookies).toHaveLength(0);
    expect(await context.database.db.select().from(users).where(eq(users.usernameKey, 'too_young'))).toEqual([]);
  });

  it('counts in months: 13 in the birth month itself, 12 the month before it', async () => {
    expect((await register('turns_13_next_month', bornYearsAgo(13, 1))).statusCode).toBe(400);
    const thirteen = await register('turns_13_now', bornYearsAgo(13));
    expect(thirteen.statusCode).toBe(201);
    expect(thirteen.json().ageGroup).toBe('teen');
  });

  it('requires a birth month and refuses one in the future, a day or a month out of range', async () => {
    for (const birth of [{}, { birthYear: 1990 }, bornYearsAgo(0, 1), { birthYear: 1990, birthMonth: 13 }, { birthYear: 1990, birthMonth: 6, birthDay: 3 }]) {
      expect((await register('bad_birth', birth)).statusCode).toBe(400);
    }
  });

  it('stores only the year and month, and exports them', async () => {
    const adult = await registerUser(context.app, { birthYear: 1988, birthMonth: 11 });
    expect((await as(context.app, adult).get('/api/auth/status')).json().ageGroup).toBe('adult');
    const exported = (await as(context.app, adult).get('/api/users/me/export')).json();
    expect(exported.account).toMatchObject({ birthYear: 1988, birthMonth: 11 });
  });
});

describe('a 15-year-old', () => {
  it('is never matched with a partner whose profile fits, gets no matches and may not chat', async () => {
    const teen = await registerUser(context.app, { displayName: 'Teen', ...bornYearsAgo(15) });
    const adult = await registerUser(context.app, { displayName: 'Adult' });
    await becomeMatchable(teen, TEACHES_STAKING);
    await becomeMatchable(adult, TEACHES_TRADING);
    // An adult with the same profile as the teen does match the same partner: the profiles fit.
    const control = await registerUser(context.app, { displayName: 'Control' });
    await becomeMatchable(control, TEACHES_STAKING);
    expect((await matchesOf(control)).map((match) => match.matchedUser.id)).toContain(adult.id);
    expect((await matchesOf(adult)).map((match) => match.matchedUser.id)).not.toContain(teen.id);
    expect(await matchesOf(teen)).toEqual([]);

    const status = (await as(context.app, teen).get('/api/auth/status')).json();
    expect(status.ageGroup).toBe('teen');
    const { matchId } = await createMatchedPair(context.app, ['Ann', 'Ben']);
    for (const [method, url, payload] of [
      ['GET', `/api/matches/${matchId}`],
      ['GET', `/api/matches/${matchId}/messages`],
      ['POST', `/api/matches/${matchId}/messages`, { content: 'hello' }],
      ['PUT', `/api/matches/${matchId}/messages/read`],
      ['POST', `/api/matches/${matchId}/teach-backs`, { moduleId: 1, question: { kind: 'pool', questionId: 1 } }],
      ['PUT', `/api/matches/${matchId}/journeys/1`],
      ['POST', '/api/matches/999999/messages', { content: 'hello' }],
    ] as const) {
      const response = await as(context.app, teen).send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'AGE_RESTRICTED', message: TEEN_SOCIAL_MESSAGE });
    }
    expect((await as(context.app, teen).get('/api/messages/unread')).json()).toEqual({ count: 0 });
    expect((await as(context.app, teen).get('/api/shared-journeys')).json()).toEqual([]);
  });

  it('learns: completes a module, reviews vocabulary and gets a personality', async () => {
    const teen = await registerUser(context.app, { ...bornYearsAgo(15) });
    expect((await as(context.app, teen).post('/api/learning/progress', { moduleId: 3, completed: false })).statusCode).toBe(201);
    expect((await takeQuiz(context, teen, 3, 'all')).json()).toMatchObject({ passed: true, completedNow: true });
    await becomeMatchable(teen, TEACHES_STAKING);
    expect((await as(context.app, teen).get('/api/profile')).statusCode).toBe(200);
    expect((await as(context.app, teen).get('/api/vocabulary/user/next')).statusCode).toBe(200);
  });
});

describe('an account from before the gate', () => {
  async function olderAccount(name: string): Promise<TestUser> {
    const user = await registerUser(context.app, { displayName: name });
    await context.database.db.update(users).set({ birthYear: null, birthMonth: null }).where(eq(users.id, user.id));
    return user;
  }
  const answer = (user: TestUser, birth: object) => as(context.app, user).post('/api/users/me/birth-month', birth);

  it('learns but may not chat until it answers; its first answer opens matching and chat, a second changes nothing', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Cleo', 'Dan']);
    await context.database.db.update(users).set({ birthYear: null, birthMonth: null }).where(eq(users.id, a.id));
    expect((await as(context.app, a).get('/api/auth/status')).json().ageGroup).toBe('unknown');
    const closed = await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'hi' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(AGE_UNCONFIRMED_MESSAGE);
    // The partner's side is paused too, without saying why beyond the missing answer.
    expect((await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'hi' })).statusCode).toBe(403);

    const saved = await answer(a, { birthYear: 1991, birthMonth: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'saved', user: { id: a.id, ageGroup: 'adult' } });
    expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'hi' })).statusCode).toBe(201);

    const again = await answer(a, { ...bornYearsAgo(15) });
    expect(again.json()).toMatchObject({ status: 'saved', user: { ageGroup: 'adult' } });
    const [row] = await context.database.db.select({ year: users.birthYear, month: users.birthMonth }).from(users).where(eq(users.id, a.id));
    expect(row).toEqual({ year: 1991, month: 2 });
  });

  it('answering 13-17 ends its matches for both users', async () => {
    const { a, b } = await createMatchedPair(context.app, ['Eve', 'Fay']);
    await context.database.db.update(users).set({ birthYear: null, birthMonth: null }).where(eq(users.id, a.id));
    const saved = await answer(a, bornYearsAgo(16));
    expect(saved.json()).toMatchObject({ status: 'saved', user: { ageGroup: 'teen' } });
    expect((await matchesOf(b)).map((match) => match.matchedUser.id)).not.toContain(a.id);
  });

  it('answering under 13 deletes the account and its session', async () => {
    const user = await olderAccount('Gus');
    const response = await answer(user, bornYearsAgo(11));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'accountDeleted' });
    expect(response.json().message).toContain(UNDER_MINIMUM_AGE_MESSAGE);
    expect(await context.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await as(context.app, user).get('/api/auth/status')).statusCode).toBe(401);
  });

  it('refuses a guest and a month that has not happened', async () => {
    expect((await answer(null as unknown as TestUser, { birthYear: 1990, birthMonth: 1 })).statusCode).toBe(401);
    const user = await olderAccount('Hal');
    expect((await answer(user, bornYearsAgo(0, 1))).statusCode).toBe(400);
  });
});
