/**
 * Passkeys end to end through the API with a software authenticator (real keys, real attestations and
 * assertions): adding, signing in, listing, removing, and every way an answer can be wrong
 * (docs/decisions/051-passkeys-and-moderator-second-factor.md).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { passkeys, sessions, webauthnChallenges } from '../../db/schema';
import { addPasskey, signInWithPasskey } from '../../test/passkey-session';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { hashSessionToken } from '../auth/auth.service';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function registrationOptions(user: TestUser, body: object = {}) {
  const response = await as(context.app, user).post('/api/passkeys/registration/options', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ challenge: string; user: { id: string }; excludeCredentials: Array<{ id: string }> }>();
}

async function signInOptions() {
  const response = await as(context.app, null).post('/api/auth/passkey/options');
  expect(response.statusCode).toBe(200);
  const binding = response.cookies.find((cookie) => cookie.name === 'cm_passkey_signin');
  expect(binding?.httpOnly).toBe(true);
  return { options: response.json<{ challenge: string }>(), cookie: `cm_passkey_signin=${binding?.value}` };
}

const SIGN_IN_FAILED = { code: 'PASSKEY_SIGN_IN_FAILED', message: 'Signing in with this passkey did not work. Try again, or use your password.' };

describe('adding a passkey', () => {
  it('adds one from a fresh session, lists it, and signs in with it (a passkey session, counter and last use stored)', async () => {
    const user = await registerUser(context.app);
    const options = await registrationOptions(user);
    const authenticator = new SoftAuthenticator();
    const added = await as(context.app, user).post('/api/passkeys', { name: '  My phone 📱  ', response: authenticator.attest(options) });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'My phone 📱', lastUsedAt: null });

    const { response, cookie } = await signInWithPasskey(context.app, authenticator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
    const [session] = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(cookie!.split('=')[1]!)));
    expect(session?.signedInWith).toBe('passkey');
    const listed = (await as(context.app, { cookie: cookie! }).get('/api/passkeys')).json<Array<{ name: string; lastUsedAt: string | null }>>();
    expect(listed).toHaveLength(1);
    expect(listed[0]?.lastUsedAt).not.toBeNull();
    const [row] = await context.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row?.counter).toBe(1);
    expect(row?.transports).toEqual(['internal']);

    // The next registration options exclude it: the same authenticator cannot be added twice.
    expect((await registrationOptions(user)).excludeCredentials.map((entry) => entry.id)).toEqual([authenticator.id]);
  });

  it('asks for the password once the session is not fresh, and checks it', async () => {
    const user = await registerUser(context.app);
    await context.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, user.id));
    const withoutPassword = await as(context.app, user).post('/api/passkeys/registration/options', {});
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().code).toBe('WRONG_PASSWORD');
    const wrong = await as(context.app, user).post('/api/passkeys/registration/options', { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    await registrationOptions(user, { currentPassword: user.password });
    expect((await as(context.app, null).post('/api/passkeys/registration/options', {})).statusCode).toBe(401);
  });

  it("refuses an answer to another user's challenge, and leaves that challenge usable by its owner", async () => {
    const [alice, mallory] = [await registerUser(context.app), await registerUser(context.app)];
    const aliceOptions = await registrationOptions(alice);
    const stolen = await as(context.app, mallory).post('/api/passkeys', { name: 'Stolen', response: new SoftAuthenticator().attest(aliceOptions) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'PASSKEY_REJECTED', message: 'This passkey request has expired or was already used. Please start again.' });
    const own = await as(context.app, alice).post('/api/passkeys', { name: 'Mine', response: new SoftAuthenticator().attest(aliceOptions) });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses a replayed answer, an expired challenge, a wrong origin, a wrong RP ID and a sign-in answer', async () => {
    const user = await registerUser(context.app);
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(user);
    const answer = authenticator.attest(options);
    expect((await as(context.app, user).post('/api/passkeys', { name: 'Once', response: answer })).statusCode).toBe(201);
    const replay = await as(context.app, user).post('/api/passkeys', { name: 'Twice', response: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('PASSKEY_REJECTED');

    const expired = await registrationOptions(user);
    await context.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, expired.challenge));
    expect((await as(context.app, user).post('/api/passkeys', { name: 'Late', response: new SoftAuthenticator().attest(expired) })).json().code).toBe('PASSKEY_REJECTED');

    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { type: 'webauthn.get' }]) {
      const fresh = await registrationOptions(user);
      const response = await as(context.app, user).post('/api/passkeys', { name: 'Bad', response: new SoftAuthenticator().attest(fresh, ceremony) });
      expect(response.statusCode, JSON.stringify(ceremony)).toBe(400);
      expect(response.json().code).toBe('PASSKEY_REJECTED');
    }
    expect((await as(context.app, user).get('/api/passkeys')).json()).toHaveLength(1);
  });

  it('answers garbage bodies with a 400, never a 500', async () => {
    const user = await registerUser(context.app);
    const options = await registrationOptions(user);
    const valid = new SoftAuthenticator().attest(options);
    const bodies: unknown[] = [
      {},
      { name: 'x' },
      { name: '', response: valid },
      { name: 'x'.repeat(51), response: valid },
      { name: 'ok', response: { ...valid, id: 'not base64url!' } },
      { name: 'ok', response: { ...valid, response: { ...valid.response, clientDataJSON: Buffer.from('not json').toString('base64url') } } },
      { name: 'ok', response: { ...valid, response: { ...valid.response, attestationObject: Buffer.from('garbage').toString('base64url') } } },
      { name: 'ok', response: { ...valid, response: { ...valid.response, clientDataJSON: 'A'.repeat(5000) } } },
      { name: 'ok', response: { ...valid, type: 'password' } },
      { name: 'a\u202eb', response: valid },
    ];
    for (const body of bodies) {
      const response = await as(context.app, user).post('/api/passkeys', body as object);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
  });
});

describe('signing in with a passkey', () => {
  let user: TestUser;
  let authenticator: SoftAuthenticator;
  beforeAll(async () => {
    user = await registerUser(context.app);
    authenticator = await addPasskey(context.app, user);
  });

  const finish = (response: unknown, cookie?: string) => as(context.app, cookie ? { cookie } : null).post('/api/auth/passkey', { response });

  it('refuses a replayed assertion with the same 401 as every other failure', async () => {
    const { options, cookie } = await signInOptions();
    const answer = authenticator.assert(options);
    expect((await finish(answer, cookie)).statusCode).toBe(200);
    const replay = await finish(answer, cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject(SIGN_IN_FAILED);
  });

  it("refuses a challenge issued to another browser, a missing cookie, an unknown passkey, another key's signature, another user's handle and a counter that went back", async () => {
    const other = await signInOptions();
    const mine = await signInOptions();
    expect((await finish(authenticator.assert(other.options), mine.cookie)).json()).toMatchObject(SIGN_IN_FAILED);
    expect((await finish(authenticator.assert(mine.options))).json()).toMatchObject(SIGN_IN_FAILED);
    expect((await finish(new SoftAuthenticator().assert((await signInOptions()).options), mine.cookie)).json()).toMatchObject(SIGN_IN_FAILED);
    const fresh = await signInOptions();
    expect((await finish(authenticator.assert(fresh.options, { signWith: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey }), fresh.cookie)).json()).toMatchObject(SIGN_IN_FAILED);
    const someoneElse = await registerUser(context.app);
    const handle = await signInOptions();
    const forged = authenticator.assert(handle.options, { userHandle: Buffer.from(String(someoneElse.id)).toString('base64url') });
    expect((await finish(forged, handle.cookie)).json()).toMatchObject(SIGN_IN_FAILED);

    // A cloned authenticator: its counter is behind the one stored.
    const ok = await signInOptions();
    expect((await finish(authenticator.assert(ok.options), ok.cookie)).statusCode).toBe(200);
    authenticator.counter -= 3;
    const cloned = await signInOptions();
    const response = await finish(authenticator.assert(cloned.options), cloned.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(SIGN_IN_FAILED);
    authenticator.counter += 10;
  });

  it('answers garbage with a 400', async () => {
    const { cookie } = await signInOptions();
    for (const body of [{}, { response: {} }, { response: { id: '!!', rawId: '!!', type: 'public-key', response: {}, clientExtensionResults: {} } }, { response: 'x'.repeat(100) }]) {
      const response = await context.app.inject({ method: 'POST', url: '/api/auth/passkey', payload: body, headers: { cookie } });
      expect(response.statusCode).toBe(400);
    }
  });

  it('a removed passkey no longer signs in; another user cannot remove it', async () => {
    const owner = await registerUser(context.app);
    const key = await addPasskey(context.app, owner);
    const [row] = await context.database.db.select().from(passkeys).where(eq(passkeys.userId, owner.id));
    const stranger = await registerUser(context.app);
    expect((await as(context.app, stranger).delete(`/api/passkeys/${row!.id}`)).statusCode).toBe(404);
    expect((await as(context.app, null).delete(`/api/passkeys/${row!.id}`)).statusCode).toBe(401);
    expect((await as(context.app, owner).delete(`/api/passkeys/${row!.id}`)).statusCode).toBe(204);
    expect((await signInWithPasskey(context.app, key)).response.statusCode).toBe(401);
  });
});

describe('the account', () => {
  it('exports the passkeys without key material, and deleting the account removes them', async () => {
    const user = await registerUser(context.app);
    await addPasskey(context.app, user, 'Laptop');
    const exported = (await as(context.app, user).get('/api/users/me/export')).json<{ passkeys: Array<Record<string, unknown>> }>();
    expect(exported.passkeys).toEqual([expect.objectContaining({ name: 'Laptop', createdAt: expect.any(String) })]);
    expect(JSON.stringify(exported.passkeys)).not.toMatch(/publicKey|credentialId/);
    expect((await context.app.inject({ method: 'DELETE', url: '/api/users/me', headers: { cookie: user.cookie }, payload: { password: user.password } })).statusCode).toBe(204);
    expect(await context.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
  });
});

describe("the moderators' second factor", () => {
  it('keeps the moderation API closed to a moderator without a passkey, then to a password session, and opens it to a passkey session', async () => {
    const moderator = await registerUser(context.app);
    await context.database.db.execute(sql`update users set role = 'moderator' where id = ${moderator.id}`);
    const reports = (cookie: string) => as(context.app, { cookie }).get('/api/moderation/reports');

    const withoutPasskey = await reports(moderator.cookie);
    expect(withoutPasskey.statusCode).toBe(403);
    expect(withoutPasskey.json().code).toBe('SECOND_FACTOR_REQUIRED');
    // A write is refused before its body is read.
    const write = await context.app.inject({ method: 'POST', url: '/api/moderation/reports/1/actions', headers: { cookie: moderator.cookie }, payload: 'garbage' });
    expect(write.json().code).toBe('SECOND_FACTOR_REQUIRED');

    const key = await addPasskey(context.app, moderator);
    const passwordSession = await reports(moderator.cookie);
    expect(passwordSession.statusCode).toBe(403);
    expect(passwordSession.json().code).toBe('PASSKEY_SESSION_REQUIRED');
    // With the password alone, nobody can add a second passkey to a moderator's account.
    const another = await as(context.app, moderator).post('/api/passkeys/registration/options', { currentPassword: moderator.password });
    expect(another.statusCode).toBe(403);
    expect(another.json().code).toBe('PASSKEY_SESSION_REQUIRED');

    const { cookie } = await signInWithPasskey(context.app, key);
    expect((await reports(cookie!)).statusCode).toBe(200);
    // Ordinary users still find nothing there.
    expect((await reports((await registerUser(context.app)).cookie)).statusCode).toBe(404);
  });
});
