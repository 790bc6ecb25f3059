/**
 * E-mail on the account and password reset (docs/decisions/050-accounts-and-mail.md), through a real SMTP
 * server run in this process (smtp-server) whose mails are parsed (mailparser): the links are taken from
 * the mails as a user would. Also: the attacks (reused, expired and cross-purpose tokens, floods, account
 * enumeration), the logs (no token, no full address), the outbox fallback and a hung SMTP server.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, sessions, userEmails } from '../../db/schema';
import { insertSession } from '../auth/auth.repository';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import { loggerOptions } from '../../lib/logger';
import { ADULT_BIRTH, createTestContext, sessionCookieFrom, type TestContext } from '../../test/test-app';

const PUBLIC_URL = 'https://coinmates.test';

interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function startSmtp(): Promise<{ server: SMTPServer; port: number; mails: Received[] }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          mails.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, mails };
}

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: pino(loggerOptions('trace'), stream), output: () => lines.join('') };
}

const tokenIn = (mail: Received | undefined) => {
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no link in mail: ${mail?.subject}`);
  return match[1];
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let context: TestContext;
let offsetMs = 0;
const logs = captureLogs();
let ipCounter = 0;
/** Each test asks from its own client address, so the per-IP reset limit is met only where it is tested. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  smtp = await startSmtp();
  context = await createTestContext({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL, MAIL_FROM: 'Coinmates <hello@coinmates.test>' },
    clock: () => new Date(Date.now() + offsetMs),
    mail: { retryDelaysMs: [0], timeoutMs: 2_000 },
    loggerInstance: logs.logger,
  });
});
afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | null, method: Method, url: string, payload?: object, remoteAddress = '127.0.0.1') =>
  context.app.inject({ method, url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
const settle = () => context.app.services.jobs.drained();
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

let counter = 0;
async function signUp(email?: string) {
  counter += 1;
  const username = `mailer${counter}_${Math.floor(Math.random() * 1e6)}`;
  const password = 'first password 1';
  const response = await call(null, 'POST', '/api/auth/register', { username, displayName: `Mail User ${counter}`, password, email, ...ADULT_BIRTH });
  expect(response.statusCode, response.body).toBe(201);
  await settle();
  return { id: response.json().id as number, username, password, cookie: sessionCookieFrom(response) };
}
const uniqueAddress = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@Example.COM`;

async function signUpVerified() {
  const email = uniqueAddress('verified');
  const user = await signUp(email);
  const verify = await call(null, 'POST', '/api/auth/verify-email', { token: tokenIn(mailsTo(email).at(-1)) });
  expect(verify.statusCode, verify.body).toBe(200);
  return { ...user, email };
}

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
      const response = await call(null, 'POST', '/api/auth/register', { username: `bad${Math.floor(Math.random() * 1e9)}`, displayName: 'Bad Mail', password: 'first password 1', email, ...ADULT_BIRTH });
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
    offsetMs = 24 * 60 * 60 * 1000 + 1000;
    try {
      expect((await call(null, 'POST', '/api/auth/verify-email', { token: oldToken })).statusCode).toBe(400);
    } finally {
      offsetMs = 0;
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
  const token = `passkey-session-${userId}-${minutesAgo}-${Math.random().toString(36).slice(2)}`;
  await insertSession(context.database.db, { id: hashSessionToken(token), userId, expiresAt: new Date(Date.now() + 86_400_000), signedInWith: 'passkey' });
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

describe('forgot password', () => {
  const forgot = (identifier: string, ip: string) => call(null, 'POST', '/api/auth/forgot-password', { identifier }, ip);

  it('mails a reset link; the link sets a new password once, ends every session, and the new one signs in', async () => {
    const user = await signUpVerified();
    const laptop = sessionCookieFrom(await call(null, 'POST', '/api/auth/login', { username: user.username, password: user.password }));
    const response = await forgot(user.username.toUpperCase(), nextIp());
    expect(response.statusCode).toBe(202);
    await settle();
    const mail = mailsTo(user.email).find((entry) => entry.subject === 'Set a new Coinmates password');
    expect(mail?.text).toContain(`${PUBLIC_URL}/reset-password#token=`);
    const token = tokenIn(mail);

    const tooShort = await call(null, 'POST', '/api/auth/reset-password', { token, password: '123' });
    expect(tooShort.statusCode).toBe(400);
    const reset = await call(null, 'POST', '/api/auth/reset-password', { token, password: 'second password 2' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(user.cookie, 'GET', '/api/auth/status')).statusCode).toBe(401);
    expect((await call(laptop, 'GET', '/api/auth/status')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/auth/login', { username: user.username, password: user.password })).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/auth/login', { username: user.username, password: 'second password 2' })).statusCode).toBe(200);

    const reused = await call(null, 'POST', '/api/auth/reset-password', { token, password: 'third password 3' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('LINK_INVALID');
  });

  it('finds the account by its verified address in any case', async () => {
    const user = await signUpVerified();
    expect((await forgot(user.email.toLowerCase(), nextIp())).statusCode).toBe(202);
    await settle();
    expect(mailsTo(user.email).filter((mail) => mail.subject === 'Set a new Coinmates password')).toHaveLength(1);
  });

  it('a reset link expires after an hour; a newer link retires nothing until used, then the older ones stop', async () => {
    const user = await signUpVerified();
    await forgot(user.username, nextIp());
    await settle();
    const first = tokenIn(mailsTo(user.email).at(-1));
    offsetMs = 60 * 60 * 1000 + 1000;
    try {
      expect((await call(null, 'POST', '/api/auth/reset-password', { token: first, password: 'expired try 1' })).statusCode).toBe(400);
    } finally {
      offsetMs = 0;
    }
    await forgot(user.username, nextIp());
    await forgot(user.email, nextIp());
    await settle();
    const [second, third] = mailsTo(user.email).slice(-2).map(tokenIn);
    expect((await call(null, 'POST', '/api/auth/reset-password', { token: third, password: 'fresh password 3' })).statusCode).toBe(200);
    expect((await call(null, 'POST', '/api/auth/reset-password', { token: second, password: 'fresh password 4' })).statusCode).toBe(400);
  });

  it('a verification token is not a reset token, and a reset token does not verify', async () => {
    const email = uniqueAddress('purpose');
    await signUp(email);
    const verifyToken = tokenIn(mailsTo(email)[0]);
    expect((await call(null, 'POST', '/api/auth/reset-password', { token: verifyToken, password: 'sneaky password' })).statusCode).toBe(400);
    expect((await call(null, 'POST', '/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(200);
    const user = smtp.mails.length;
    await forgot(email, nextIp());
    await settle();
    expect(smtp.mails.length).toBe(user + 1);
    const resetToken = tokenIn(mailsTo(email).at(-1));
    expect((await call(null, 'POST', '/api/auth/verify-email', { token: resetToken })).statusCode).toBe(400);
  });

  it('answers every input the same way: no one learns whether an account or an address exists', async () => {
    const verified = await signUpVerified();
    const unverified = await signUp(uniqueAddress('unverified'));
    const noEmail = await signUp();
    const before = smtp.mails.length;
    const inputs = [verified.username, verified.email, unverified.username, noEmail.username, 'nobody_at_all_here', 'nobody@example.com', 'not an address @ all'];
    const answers = [];
    for (const identifier of inputs) answers.push(await forgot(identifier, nextIp()));
    await settle();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]?.body);
      expect(Object.keys(answer.headers).sort()).toEqual(Object.keys(answers[0]?.headers ?? {}).sort());
    }
    // Only the account with a verified address got mail: two requests, two mails.
    expect(smtp.mails.length - before).toBe(2);
    expect(mailsTo(verified.email).filter((mail) => mail.subject === 'Set a new Coinmates password')).toHaveLength(2);
  });

  it('a flood of requests for one name, or from one address, gets 429 (for names with and without accounts alike)', async () => {
    const user = await signUpVerified();
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await forgot(user.username, nextIp())).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    const ghost: number[] = [];
    for (let index = 0; index < 7; index += 1) ghost.push((await forgot('ghost_user_404', nextIp())).statusCode);
    expect(ghost).toEqual(statuses);
    await settle();
    // Whatever was asked, the account received at most three reset mails this hour.
    expect(mailsTo(user.email).filter((mail) => mail.subject === 'Set a new Coinmates password').length).toBe(3);

    const ip = nextIp();
    const fromOneIp: number[] = [];
    for (let index = 0; index < 22; index += 1) fromOneIp.push((await forgot(`someone_${index}`, ip)).statusCode);
    expect(fromOneIp.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(fromOneIp.slice(20)).toEqual([429, 429]);
    const limited = await forgot('someone_else', ip);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('two racing uses of one reset link: exactly one sets the password', async () => {
    const user = await signUpVerified();
    await forgot(user.username, nextIp());
    await settle();
    const token = tokenIn(mailsTo(user.email).at(-1));
    const results = await Promise.all([
      call(null, 'POST', '/api/auth/reset-password', { token, password: 'racer password A' }),
      call(null, 'POST', '/api/auth/reset-password', { token, password: 'racer password B' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('export, deletion and logs', () => {
  it('the export lists the address and the links (never a token or its hash); deletion removes both', async () => {
    const user = await signUpVerified();
    await forgot(user.username);
    await settle();
    const exported = (await call(user.cookie, 'GET', '/api/users/me/export')).json();
    expect(exported.email).toMatchObject({ address: user.email.replace('@Example.COM', '@example.com'), pendingAddress: null });
    expect(exported.emailLinks.map((link: { purpose: string }) => link.purpose)).toEqual(['verify', 'reset']);
    const tokens = mailsTo(user.email).map(tokenIn);
    const hashes = (await context.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).map((row) => row.tokenHash);
    for (const secret of [...tokens, ...hashes]) expect(JSON.stringify(exported)).not.toContain(secret);

    expect((await call(user.cookie, 'DELETE', '/api/users/me', { password: user.password })).statusCode).toBe(204);
    expect(await context.database.db.select().from(userEmails).where(eq(userEmails.userId, user.id))).toEqual([]);
    expect(await context.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).toEqual([]);

    async function forgot(identifier: string) {
      return call(null, 'POST', '/api/auth/forgot-password', { identifier }, nextIp());
    }
  });

  it('no token, link or full address ever reached the logs of everything above', async () => {
    await settle();
    const output = logs.output();
    expect(output).toContain('mail sent over SMTP');
    for (const mail of smtp.mails) {
      expect(output).not.toContain(mail.to);
      expect(output.toLowerCase()).not.toContain(mail.to.toLowerCase());
      const link = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      if (link) expect(output).not.toContain(link);
    }
  });
});

describe('without SMTP: the outbox', () => {
  it('writes each mail as an .eml file in DATA_DIR/outbox and logs the file name, not the link or the address', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coinmates-outbox-'));
    const outboxLogs = captureLogs();
    const local = await createTestContext({ env: { DATA_DIR: dataDir }, loggerInstance: outboxLogs.logger });
    try {
      const email = uniqueAddress('offline');
      const response = await local.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: `offline${Date.now()}`, displayName: 'Off Line', password: 'first password 1', email, ...ADULT_BIRTH } });
      expect(response.statusCode).toBe(201);
      await local.app.services.jobs.drained();
      const files = readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/verify-email-[0-9a-f]{8}\.eml$/);
      const eml = readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      const parsed = await simpleParser(eml);
      const token = /#token=([A-Za-z0-9_-]{43})/.exec(parsed.text ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);
      expect(parsed.text).toContain('http://localhost:5000/verify-email#token=');
      const output = outboxLogs.output();
      expect(output).toContain(files[0]);
      expect(output).not.toContain(token);
      expect(output.toLowerCase()).not.toContain(email.toLowerCase());
      expect((await local.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    } finally {
      await local.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a hung SMTP server', () => {
  it('never holds a request: the server accepts and never speaks, and requests still answer', async () => {
    const sockets = new Set<Socket>();
    let connected: () => void = () => undefined;
    const firstConnection = new Promise<void>((resolve) => (connected = resolve));
    const hung: Server = createServer((socket) => {
      sockets.add(socket);
      connected();
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const hungLogs = captureLogs();
    const local = await createTestContext({
      env: { SMTP_URL: `smtp://127.0.0.1:${(hung.address() as AddressInfo).port}` },
      mail: { timeoutMs: 1_500, retryDelaysMs: [] },
      loggerInstance: hungLogs.logger,
    });
    try {
      const user = await local.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: `hung${Date.now()}`, displayName: 'Hung Up', password: 'first password 1', email: uniqueAddress('hung'), ...ADULT_BIRTH } });
      expect(user.statusCode).toBe(201);
      // The mail job is now connected to a server that will never greet it...
      await firstConnection;
      // ...and the app still answers: the sign-up above did, and so do these.
      const forgot = await local.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { identifier: 'whoever' } });
      expect(forgot.statusCode).toBe(202);
      const status = await local.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie: sessionCookieFrom(user) } });
      expect(status.statusCode).toBe(200);
      expect(sockets.size).toBeGreaterThan(0);
      // The attempt ends by its time-out, as a logged job failure (no address, no link).
      await local.app.services.jobs.drained();
      expect(hungLogs.output()).toContain('not delivered after 1 attempts');
    } finally {
      await local.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
  });
});
