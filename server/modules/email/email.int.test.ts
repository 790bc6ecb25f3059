/**
 * E-mail on the account and password reset (docs/decisions/050-accounts-and-mail.md), through a real SMTP
 * server run in this process (smtp-server) whose mails are parsed (mailparser): the links are taken from
 * the mails as a user would. Also: the attacks (reused, expired and cross-purpose tokens, floods, account
 * enumeration), the logs (no token, no full address), the outbox fallback and a hung SMTP server.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, sessions } from '../../db/schema';
import { signInWithVerifiedPasskey } from '../auth/auth.service';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import { ADULT_BIRTH } from '../../test/test-app';
import { counter, PUBLIC_URL, tokenIn, context, nextIp, call, settle, mailsTo, signUp, uniqueAddress, signUpVerified, setClockOffsetMs } from './email-test-helpers';

describe('e-mail at sign-up and its verification link', () => {
  it('mails a link to the address given at sign-up; opening it verifies the address, once', async () => {
    const email = uniqueAddress('Ana.Lopez');
    const user = await signUp(email);
    const before = await call(user.cookie, 'GET', '/api/users/me/email');
    expect(before.json()).toEqual({ address: null, verifiedAt: null, pendingAddress: email.replace('@Example.COM', '@example.com'), canResetPassword: false });

    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('Confirm your e-mail for Coinmates');
    expect(mail?.text).toContain(`Hi Mail User`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/verify-email#token=`);
    expect(mail?.html).toContain('Confirm my e-mail');
    const token = tokenIn(mail);

    // The token is not what is stored: only its SHA-256.
    const stored = await context.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const verify = await call(null, 'POST', '/api/auth/verify-email', { token });
    expect(verify.statusCode).toBe(200);
    const after = (await call(user.cookie, 'GET', '/api/users/me/email')).json();
    expect(after).toMatchObject({ address: email.replace('@Example.COM', '@example.com'), pendingAddress: null, canResetPassword: true });
    expect(after.verifiedAt).toEqual(expect.any(String));

    const again = await call(null, 'POST', '/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID', message: expect.stringContaining('expired or was already used') });
  });

  it('refuses a malformed address with a clear 400 and creates no account', async () => {
    const hostile = [
      'not-an-address',
      'a@b',
      'a..b@example.com',
      '.a@example.com',
      'a@example.c',
      'a b@example.com',
      '<script>@example.com',
      'user@example.com\r\nBcc: victim@example.com',
      `${'x'.repeat(300)}@example.com`,
      'עברית@דוגמה',
      '"quoted"@example.com',
      'user@-example.com',
      'user@example.com.',
      '😀@example.com',
    ];
    for (const email of hostile) {
      const response = await call(null, 'POST', '/api/auth/register', {
        username: `bad${Math.floor(Math.random() * 1e9)}`,
        displayName: 'Bad Mail',
        password: 'first password 1',
        email,
        ...ADULT_BIRTH,
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().issues[0].path).toEqual(['email']);
    }
    const user = await signUp();
    const response = await call(user.cookie, 'PUT', '/api/users/me/email', { email: 'a@b', password: user.password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('valid e-mail address');
  });

  it('accepts international domains and an empty address (the field is optional)', async () => {
    const user = await signUp('');
    expect((await call(user.cookie, 'GET', '/api/users/me/email')).json().pendingAddress).toBeNull();
    const intl = await signUp(`maria.${counter}@correo.españa.es`);
    expect((await call(intl.cookie, 'GET', '/api/users/me/email')).json().pendingAddress).toContain('@correo.españa.es');
  });

  it('an expired link (24 h) no longer works, and a resend mails a fresh one', async () => {
    const email = uniqueAddress('late');
    const user = await signUp(email);
    const oldToken = tokenIn(mailsTo(email).at(-1));
    setClockOffsetMs(24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await call(null, 'POST', '/api/auth/verify-email', { token: oldToken })).statusCode).toBe(400);
    } finally {
      setClockOffsetMs(0);
    }
    const resend = await call(user.cookie, 'POST', '/api/users/me/email/resend');
    expect(resend.statusCode).toBe(202);
    await settle();
    const fresh = tokenIn(mailsTo(email).at(-1));
    expect(fresh).not.toBe(oldToken);
    expect((await call(null, 'POST', '/api/auth/verify-email', { token: fresh })).statusCode).toBe(200);
    // Nothing left to confirm: resend says so.
    expect((await call(user.cookie, 'POST', '/api/users/me/email/resend')).statusCode).toBe(400);
  });

  it('limits the mails a user can cause from account settings (429)', async () => {
    const user = await signUp(uniqueAddress('spam'));
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await call(user.cookie, 'POST', '/api/users/me/email/resend')).statusCode);
    // The sign-up mail counted as the first of the hour's five.
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    await settle();
  });

  it('refuses a malformed or truncated token with 400, never 500', async () => {
    for (const token of ['', 'short', 'x'.repeat(43).replace(/x$/, '!'), 'a'.repeat(66), '../../etc/passwd']) {
      const response = await call(null, 'POST', '/api/auth/verify-email', { token });
      expect(response.statusCode, token).toBe(400);
    }
    expect((await call(null, 'POST', '/api/auth/verify-email', { token: 'A'.repeat(43) })).json().code).toBe('LINK_INVALID');
  });
});

/** A session of `userId` signed in with a passkey `minutesAgo` minutes ago (the passkey ceremony is passkeys.int.test.ts's). */
async function passkeySessionCookie(userId: number, minutesAgo: number): Promise<string> {
  const session = await signInWithVerifiedPasskey({ db: context.database.db, sessionTtlMs: 86_400_000 }, userId, undefined);
  if (!session) throw new Error(`no user ${userId} to sign in`);
  const { token } = session;
  await context.database.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(sessions.id, hashSessionToken(token)));
  return `${SESSION_COOKIE}=${token}`;
}

describe('changing the address', () => {
  it('asks for the password, tells the old address, and keeps it until the new one is confirmed', async () => {
    const user = await signUpVerified();
    const next = uniqueAddress('new');
    const wrong = await call(user.cookie, 'PUT', '/api/users/me/email', { email: next, password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const change = await call(user.cookie, 'PUT', '/api/users/me/email', { email: next, password: user.password });
    expect(change.statusCode).toBe(202);
    expect(change.json()).toMatchObject({ address: user.email.replace('@Example.COM', '@example.com'), canResetPassword: true, pendingAddress: next.replace('@Example.COM', '@example.com') });
    await settle();

    const notice = mailsTo(user.email).find((mail) => mail.subject === 'Your Coinmates e-mail is being changed');
    expect(notice?.text).toContain('n•••@example.com');
    expect(notice?.text).not.toContain(next.split('@')[0]);
    expect(mailsTo(next)).toHaveLength(1);

    expect((await call(null, 'POST', '/api/auth/verify-email', { token: tokenIn(mailsTo(next)[0]) })).statusCode).toBe(200);
    expect((await call(user.cookie, 'GET', '/api/users/me/email')).json().address).toBe(next.replace('@Example.COM', '@example.com'));
  });

  it('a passkey sign-in in the last 10 minutes confirms a change without the password (the old address is told); an older one or a password session does not', async () => {
    const user = await signUpVerified();
    const next = uniqueAddress('pk');
    const withoutPassword = await call(user.cookie, 'PUT', '/api/users/me/email', { email: next });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().code).toBe('WRONG_PASSWORD');
    const stale = await call(await passkeySessionCookie(user.id, 11), 'PUT', '/api/users/me/email', { email: next });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('WRONG_PASSWORD');
    const emptyPassword = await call(await passkeySessionCookie(user.id, 1), 'PUT', '/api/users/me/email', { email: next, password: '' });
    expect(emptyPassword.statusCode).toBe(400);

    const fresh = await call(await passkeySessionCookie(user.id, 1), 'PUT', '/api/users/me/email', { email: next });
    expect(fresh.statusCode, fresh.body).toBe(202);
    expect(fresh.json().pendingAddress).toBe(next.replace('@Example.COM', '@example.com'));
    await settle();
    expect(mailsTo(user.email).some((mail) => mail.subject === 'Your Coinmates e-mail is being changed')).toBe(true);
    expect(mailsTo(next)).toHaveLength(1);
  });

  it('a link for an address changed since does not verify it', async () => {
    const user = await signUp();
    const first = uniqueAddress('first');
    const second = uniqueAddress('second');
    await call(user.cookie, 'PUT', '/api/users/me/email', { email: first, password: user.password });
    await call(user.cookie, 'PUT', '/api/users/me/email', { email: second, password: user.password });
    await settle();
    const stale = await call(null, 'POST', '/api/auth/verify-email', { token: tokenIn(mailsTo(first)[0]) });
    expect(stale.statusCode).toBe(400);
    expect((await call(user.cookie, 'GET', '/api/users/me/email')).json()).toMatchObject({ address: null, pendingAddress: second.replace('@Example.COM', '@example.com') });
  });

  it("another account's verified address (in any case) gets the same answer, and its owner a notice, never a link", async () => {
    const owner = await signUpVerified();
    const intruder = await signUp();
    const taken = owner.email.toUpperCase().replace('@EXAMPLE.COM', '@example.com');
    const free = uniqueAddress('free');
    const answerTaken = await call(intruder.cookie, 'PUT', '/api/users/me/email', { email: taken, password: intruder.password });
    const other = await signUp();
    const answerFree = await call(other.cookie, 'PUT', '/api/users/me/email', { email: free, password: other.password });
    expect(answerTaken.statusCode).toBe(answerFree.statusCode);
    expect(Object.keys(answerTaken.json())).toEqual(Object.keys(answerFree.json()));
    expect(answerTaken.json()).toMatchObject({ address: null, canResetPassword: false, pendingAddress: taken });
    await settle();
    const toOwner = mailsTo(owner.email).filter((mail) => mail.subject === 'About your Coinmates e-mail');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.text).not.toMatch(/#token=/);
    expect(toOwner[0]?.text).not.toContain(intruder.username);
    // The owner keeps the address.
    expect((await call(owner.cookie, 'GET', '/api/users/me/email')).json().canResetPassword).toBe(true);
  });

  it("a verification link opened in another user's session verifies only the address it was sent for", async () => {
    const alice = await signUp(uniqueAddress('alice'));
    const bob = await signUp(uniqueAddress('bob'));
    const aliceEmail = (await call(alice.cookie, 'GET', '/api/users/me/email')).json().pendingAddress as string;
    const token = tokenIn(mailsTo(aliceEmail)[0]);
    expect((await call(bob.cookie, 'POST', '/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await call(bob.cookie, 'GET', '/api/users/me/email')).json().address).toBeNull();
    expect((await call(alice.cookie, 'GET', '/api/users/me/email')).json().address).toBe(aliceEmail);
  });
});

describe('removing the address', () => {
  it('asks for the password, tells the removed address, and its unused links stop working', async () => {
    const user = await signUpVerified();
    expect((await call(null, 'POST', '/api/auth/forgot-password', { identifier: user.username }, nextIp())).statusCode).toBe(202);
    await settle();
    const resetToken = tokenIn(mailsTo(user.email).find((mail) => mail.subject === 'Set a new Coinmates password'));

    // A password session gives no pass: the password, typed again.
    for (const payload of [{}, { password: 'not my password' }]) {
      const refused = await call(user.cookie, 'POST', '/api/users/me/email/remove', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('WRONG_PASSWORD');
    }
    expect((await call(user.cookie, 'POST', '/api/users/me/email/remove', { password: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await call(null, 'POST', '/api/users/me/email/remove', { password: user.password })).statusCode).toBe(401);
    expect((await call(user.cookie, 'GET', '/api/users/me/email')).json().canResetPassword).toBe(true);

    const removed = await call(user.cookie, 'POST', '/api/users/me/email/remove', { password: user.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ address: null, verifiedAt: null, pendingAddress: null, canResetPassword: false });
    await settle();
    const notice = mailsTo(user.email).find((mail) => mail.subject === 'Your e-mail was removed from Coinmates');
    expect(notice?.text).toContain('can no longer reset the password');

    expect((await call(null, 'POST', '/api/auth/reset-password', { token: resetToken, password: 'a new password 2' })).statusCode).toBe(400);
    const before = mailsTo(user.email).length;
    expect((await call(null, 'POST', '/api/auth/forgot-password', { identifier: user.email }, nextIp())).statusCode).toBe(202);
    await settle();
    expect(mailsTo(user.email)).toHaveLength(before);
    const again = await call(user.cookie, 'POST', '/api/users/me/email/remove', { password: user.password });
    expect(again.statusCode).toBe(400);
  });

  it('a session signed in with a passkey in the last 10 minutes confirms it without the password; an older one does not', async () => {
    const user = await signUpVerified();
    const passkeySession = (minutesAgo: number) => passkeySessionCookie(user.id, minutesAgo);
    const stale = await call(await passkeySession(11), 'POST', '/api/users/me/email/remove', {});
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('WRONG_PASSWORD');
    const fresh = await call(await passkeySession(1), 'POST', '/api/users/me/email/remove', {});
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().address).toBeNull();
  });
});
