/**
 * Forgot password, the account export and deletion with an address, the logs (no token, no full address), the
 * outbox fallback and a hung SMTP server (docs/decisions/050-accounts-and-mail.md); harness in email-test-helpers.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, userEmails } from '../../db/schema';
import { ADULT_BIRTH, createTestContext, sessionCookieFrom } from '../../test/test-app';
import { PUBLIC_URL, captureLogs, tokenIn, smtp, context, logs, nextIp, call, settle, mailsTo, signUp, uniqueAddress, signUpVerified, setClockOffsetMs } from './email-test-helpers';

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
    setClockOffsetMs(60 * 60 * 1000 + 1000);
    try {
      expect((await call(null, 'POST', '/api/auth/reset-password', { token: first, password: 'expired try 1' })).statusCode).toBe(400);
    } finally {
      setClockOffsetMs(0);
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
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `offline${Date.now()}`, displayName: 'Off Line', password: 'first password 1', email, ...ADULT_BIRTH },
      });
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
      const user = await local.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `hung${Date.now()}`, displayName: 'Hung Up', password: 'first password 1', email: uniqueAddress('hung'), ...ADULT_BIRTH },
      });
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
