/**
 * The e-mail tests' harness: a real SMTP server in this process whose mails are parsed, an app whose clock can
 * be moved ahead, captured logs, and sign-up helpers. Importing it registers the file's beforeAll/afterAll.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { loggerOptions } from '../../lib/logger';
import { startSmtp, type Received } from '../../test/local-smtp';
import { ADULT_BIRTH, createTestContext, sessionCookieFrom, type TestContext } from '../../test/test-app';

export { startSmtp, type Received };

export const PUBLIC_URL = 'https://coinmates.test';

export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: pino(loggerOptions('trace'), stream), output: () => lines.join('') };
}

export const tokenIn = (mail: Received | undefined) => {
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no link in mail: ${mail?.subject}`);
  return match[1];
};

export let smtp: Awaited<ReturnType<typeof startSmtp>>;
export let context: TestContext;
let offsetMs = 0;
/** The app's clock runs this far ahead (expiry tests); set back to 0 after. */
export function setClockOffsetMs(ms: number): void {
  offsetMs = ms;
}
export const logs = captureLogs();
export let ipCounter = 0;
/** Each test asks from its own client address, so the per-IP reset limit is met only where it is tested. */
export const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

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

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (cookie: string | null, method: Method, url: string, payload?: object, remoteAddress = '127.0.0.1') =>
  context.app.inject({ method, url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
export const settle = () => context.app.services.jobs.drained();
export const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

export let counter = 0;
export async function signUp(email?: string) {
  counter += 1;
  const username = `mailer${counter}_${Math.floor(Math.random() * 1e6)}`;
  const password = 'first password 1';
  const response = await call(null, 'POST', '/api/auth/register', { username, displayName: `Mail User ${counter}`, password, email, ...ADULT_BIRTH });
  expect(response.statusCode, response.body).toBe(201);
  await settle();
  return { id: response.json().id as number, username, password, cookie: sessionCookieFrom(response) };
}
export const uniqueAddress = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@Example.COM`;

export async function signUpVerified() {
  const email = uniqueAddress('verified');
  const user = await signUp(email);
  const verify = await call(null, 'POST', '/api/auth/verify-email', { token: tokenIn(mailsTo(email).at(-1)) });
  expect(verify.statusCode, verify.body).toBe(200);
  return { ...user, email };
}
