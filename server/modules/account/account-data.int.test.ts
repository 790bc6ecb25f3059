import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { ADULT_BIRTH, as, createTestContext, registerUser, sessionCookieFrom, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

let context: TestContext;
const removedMatches: Array<DomainEvents['match.removed']> = [];
beforeAll(async () => {
  context = await createTestContext();
  context.app.services.domainEvents.on('match.removed', (payload) => void removedMatches.push(payload));
});
afterAll(async () => {
  await context.close();
});

/** Every row of every table in which the user's id sits in a column that references users, or the username appears. */
async function rowsNaming(userId: number, username: string): Promise<string[]> {
  const references = await queryRows<{ table_name: string; column_name: string }>(
    context.database.db,
    sql`select kcu.table_name, kcu.column_name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and ccu.column_name = 'id' and tc.table_schema = 'public'`,
  );
  const tables = await queryRows<{ table_name: string }>(context.database.db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  // The report parties carry no foreign key (an open report outlives the account, docs/decisions/046).
  const unreferenced = [
    { table_name: 'reports', column_name: 'reporter_id' },
    { table_name: 'reports', column_name: 'reported_user_id' },
  ];
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of [...references, ...unreferenced]) {
    const [row] = await queryRows<{ count: number }>(context.database.db, sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
    if (row && row.count > 0) found.push(`${table}.${column}`);
  }
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ count: number }>(
      context.database.db,
      sql`select count(*)::int as count from ${sql.identifier(table)} t where position(${username.toLowerCase()} in lower(row_to_json(t)::text)) > 0`,
    );
    if (row && row.count > 0) found.push(`${table} (username)`);
  }
  const [user] = await queryRows<{ count: number }>(context.database.db, sql`select count(*)::int as count from users where id = ${userId}`);
  if (user && user.count > 0) found.push('users.id');
  return found;
}

describe('my data export', () => {
  it('downloads everything held about me, never the password hash, and nothing of another user', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Exporter', 'Partner']);
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'my own words' });
    await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'their words' });
    await as(context.app, a).post('/api/learning/progress', { moduleId: 1, completed: false, progress: 50 });

    const response = await as(context.app, a).get('/api/users/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="coinmates-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ id: a.id, username: a.username, displayName: 'Exporter' });
    expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(data.settings.privacy).toEqual({ showOnlineStatus: true, sendReadReceipts: true, shareLearningProgress: true });
    expect(data.preferences).toHaveLength(5);
    expect(data.preferences.every((preference: { userId: number }) => preference.userId === a.id)).toBe(true);
    expect(data.personality).toMatchObject({ userId: a.id, type: expect.any(String) });
    expect(data.pointsLedger.length).toBeGreaterThan(0);
    expect(data.pointsLedger.every((entry: { userId: number }) => entry.userId === a.id)).toBe(true);
    expect(data.matches).toEqual([expect.objectContaining({ id: matchId, partnerUsername: b.username })]);
    expect(data.messagesSent.map((message: { content: string }) => message.content)).toEqual(['my own words']);
    for (const key of ['learningProgress', 'quizAttempts', 'achievements', 'vocabularyCards', 'vocabularyReviews', 'activityDays']) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }

    const theirs = (await as(context.app, b).get('/api/users/me/export')).json();
    expect(theirs.account.id).toBe(b.id);
    expect(theirs.messagesSent.map((message: { content: string }) => message.content)).toEqual(['their words']);
    expect((await as(context.app, null).get('/api/users/me/export')).statusCode).toBe(401);
  });
});

describe("my data export and my partners' privacy", () => {
  it('leaves out when a partner read my messages if that partner turned read receipts off, and says what is kept after a deletion', async () => {
    const quiet = await createMatchedPair(context.app, ['Writer', 'Quiet reader']);
    const open = await createMatchedPair(context.app, ['Writer two', 'Open reader']);
    for (const { a, b, matchId } of [quiet, open]) {
      await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'did you read this?' });
      expect((await as(context.app, b).put(`/api/matches/${matchId}/messages/read`)).statusCode).toBe(200);
    }
    expect((await context.app.inject({ method: 'PATCH', url: '/api/users/me/settings', payload: { privacy: { sendReadReceipts: false } }, headers: { cookie: quiet.b.cookie } })).statusCode).toBe(200);

    const hidden = (await as(context.app, quiet.a).get('/api/users/me/export')).json();
    expect(hidden.messagesSent).toEqual([expect.objectContaining({ content: 'did you read this?', readAt: null })]);
    expect(hidden.messagesSent[0]).not.toHaveProperty('partnerId');
    const shown = (await as(context.app, open.a).get('/api/users/me/export')).json();
    expect(shown.messagesSent).toEqual([expect.objectContaining({ readAt: expect.any(String) })]);
    // The chat history agrees with the export.
    const history = (await as(context.app, quiet.a).get(`/api/matches/${quiet.matchId}/messages`)).json() as Array<{ readAt: string | null }>;
    expect(history.map((message) => message.readAt)).toEqual([null]);

    expect(hidden.retention).toEqual({
      reports: expect.stringContaining('at most 90 days'),
      username: expect.stringContaining('reserved for 90 days'),
      partners: expect.stringContaining('read receipts off'),
    });
    expect(hidden.notices).toEqual([]);
  });
});

describe('account deletion', () => {
  it('needs my password, and refuses guests', async () => {
    const user = await registerUser(context.app);
    const wrong = await as(context.app, user).delete('/api/users/me', { password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await as(context.app, user).delete('/api/users/me', {})).statusCode).toBe(400);
    expect((await as(context.app, null).delete('/api/users/me', { password: user.password })).statusCode).toBe(401);
    expect((await as(context.app, user).get('/api/auth/status')).statusCode).toBe(200);
  });

  it('leaves no row naming me but the username hold, ends the conversation for my matches, and holds my username', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Leaver', 'Stayer']);
    const third = await createMatchedPair(context.app, ['Other', 'Bystander']);
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'bye for now' });
    await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'see you' });
    await as(context.app, a).put(`/api/matches/${matchId}/messages/read`);
    await as(context.app, a).post('/api/learning/progress', { moduleId: 1, completed: false, progress: 50 });
    const login = await as(context.app, null).post('/api/auth/login', { username: a.username, password: a.password });
    const otherSession = { ...a, cookie: sessionCookieFrom(login) };
    expect(await rowsNaming(a.id, a.username)).not.toEqual([]);

    const response = await as(context.app, a).delete('/api/users/me', { password: a.password });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'cm_session')?.value).toBe('');

    expect(await rowsNaming(a.id, a.username)).toEqual(['username_holds (username)']);
    expect(removedMatches).toContainEqual({ matchId, userIds: [Math.min(a.id, b.id), Math.max(a.id, b.id)] });
    expect((await as(context.app, otherSession).get('/api/auth/status')).statusCode).toBe(401);

    expect((await as(context.app, b).get(`/api/matches/${matchId}`)).statusCode).toBe(404);
    expect((await as(context.app, b).get(`/api/matches/${matchId}/messages`)).statusCode).toBe(404);
    expect((await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'hello?' })).statusCode).toBe(404);
    expect((await as(context.app, b).get('/api/matches')).json().map((match: { id: number }) => match.id)).not.toContain(matchId);
    expect((await as(context.app, b).get('/api/messages/unread')).json()).toEqual({ count: 0 });
    // Other people's data is untouched.
    expect((await as(context.app, third.a).get(`/api/matches/${third.matchId}`)).statusCode).toBe(200);
    expect((await as(context.app, b).get('/api/auth/status')).statusCode).toBe(200);

    const again = await as(context.app, null).post('/api/auth/register', { username: a.username.toUpperCase(), displayName: 'Impostor', password: 'correct-horse-battery', ...ADULT_BIRTH });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_HELD', message: expect.stringContaining('closed recently') });
  });
});
