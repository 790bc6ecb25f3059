/** The browser's time zone is captured at sign-in, so login days and streaks count on the user's calendar
 *  even for someone who never opens the vocabulary trainer. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDays, users } from '../../db/schema';
import { calendarDay } from '../../lib/calendar';
import { as, ADULT_BIRTH, createTestContext, sessionCookieFrom, type TestContext } from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const storedZone = async (id: number) => (await context.database.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, id)))[0]?.timeZone;

describe('time zone at sign-in', () => {
  it('stores the zone sent with register, login and a profile save, ignores one the server does not know, and counts the login day there', async () => {
    const username = `zone_${Math.floor(Math.random() * 1e6)}`;
    const password = 'correct-horse-battery';
    const registered = await as(context.app, null).post('/api/auth/register', { username, displayName: 'Zoe', password, timeZone: 'Pacific/Kiritimati', ...ADULT_BIRTH });
    expect(registered.statusCode).toBe(201);
    const id = registered.json().id as number;
    expect(await storedZone(id)).toBe('Pacific/Kiritimati');
    await context.app.services.jobs.drained();
    const loginDays = await context.database.db
      .select({ day: activityDays.day })
      .from(activityDays)
      .where(and(eq(activityDays.userId, id), eq(activityDays.kind, 'login')));
    expect(loginDays.map((row) => row.day)).toContain(calendarDay(new Date(), 'Pacific/Kiritimati'));

    const login = (timeZone: string) => as(context.app, null).post('/api/auth/login', { username, password, timeZone });
    expect((await login('America/New_York')).statusCode).toBe(200);
    expect(await storedZone(id)).toBe('America/New_York');
    const lastLogin = await login('Mars/Olympus_Mons');
    expect(lastLogin.statusCode).toBe(200);
    expect(await storedZone(id)).toBe('America/New_York');

    const profile = await as(context.app, { cookie: sessionCookieFrom(lastLogin) }).patch('/api/users/profile', { displayName: 'Zoe Moved', timeZone: 'Europe/Paris' });
    expect(profile.statusCode).toBe(200);
    expect(await storedZone(id)).toBe('Europe/Paris');
  });

  it('keeps the default zone when the browser sends none', async () => {
    const response = await as(context.app, null).post('/api/auth/register', {
      username: `nozone_${Math.floor(Math.random() * 1e6)}`,
      displayName: 'Nobody',
      password: 'correct-horse-battery',
      ...ADULT_BIRTH,
    });
    expect(response.statusCode).toBe(201);
    expect(await storedZone(response.json().id)).toBe('UTC');
  });
});
