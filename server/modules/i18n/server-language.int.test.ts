/**
 * What the server says to a person, in that person's language (docs/decisions/056-translations.md): API error
 * messages in the request's language with the same status and code; account mails in the recipient's account
 * language, through a real SMTP server run in this process. English stays exactly as before.
 */
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type Received } from '../../test/local-smtp';
import { as, ADULT_BIRTH, createTestContext, sessionCookieFrom, type TestContext } from '../../test/test-app';

let context: TestContext;
let server: SMTPServer;
let mails: Received[] = [];

beforeAll(async () => {
  let port: number;
  ({ server, port, mails } = await startSmtp());
  context = await createTestContext({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://coinmates.test', MAIL_FROM: 'Coinmates <hello@coinmates.test>' },
    mail: { retryDelaysMs: [0], timeoutMs: 2_000 },
  });
});
afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let counter = 0;
let ipCounter = 0;
const nextIp = () => `10.31.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  as(context.app, null, { headers, remoteAddress: nextIp() }).send(method, url, payload);

async function signUp(email: string) {
  counter += 1;
  const username = `lang${counter}_${Math.floor(Math.random() * 1e6)}`;
  const response = await inject('POST', '/api/auth/register', {}, { username, displayName: `Deniz ${counter}`, password: 'first password 1', email, ...ADULT_BIRTH });
  expect(response.statusCode, response.body).toBe(201);
  await context.app.services.jobs.drained();
  // A reset goes only to a verified address: open the verification link first.
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[1];
  expect((await inject('POST', '/api/auth/verify-email', {}, { token })).statusCode).toBe(200);
  return { username, cookie: sessionCookieFrom(response) };
}

describe('API error messages in the request language', () => {
  it('a Spanish request gets a Spanish message with the same status and code; English is unchanged', async () => {
    const wrong = { username: 'nobody_here_42', password: 'not the password' };
    const english = await inject('POST', '/api/auth/login', {}, wrong);
    const spanish = await inject('POST', '/api/auth/login', { 'accept-language': 'es-ES,es;q=0.9' }, wrong);
    expect(english.statusCode).toBe(401);
    expect(english.json()).toMatchObject({ message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toMatchObject({ message: 'Usuario o contraseña incorrectos.', code: 'INVALID_CREDENTIALS' });

    const notFound = await inject('GET', '/api/learning/modules/99999', { cookie: 'cm_lang=tr' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ message: 'Modül bulunamadı', code: 'NOT_FOUND' });
  });

  it('validation messages and their issues are translated; a message with a number keeps it', async () => {
    const payload = { username: 'ok_name_1', displayName: 'Ana', password: '123', ...ADULT_BIRTH };
    const english = await inject('POST', '/api/auth/register', {}, payload);
    const portuguese = await inject('POST', '/api/auth/register', { cookie: 'cm_lang=pt-BR' }, payload);
    expect(english.statusCode).toBe(400);
    expect(portuguese.statusCode).toBe(400);
    expect(portuguese.json().code).toBe(english.json().code);
    expect(english.json().message).toBe('Password must be at least 6 characters');
    expect(portuguese.json().message).toBe('A senha precisa ter pelo menos 6 caracteres');
    expect(portuguese.json().issues[0].message).toBe('A senha precisa ter pelo menos 6 caracteres');
  });
});

describe('account mails in the account language', () => {
  it('a Turkish account gets a Turkish reset mail; an English one the English mail', async () => {
    const turkishAddress = `deniz.${Date.now().toString(36)}@example.com`;
    const turkish = await signUp(turkishAddress);
    expect((await inject('PUT', '/api/language', { cookie: turkish.cookie }, { language: 'tr' })).statusCode).toBeLessThan(300);
    const englishAddress = `ana.${Date.now().toString(36)}@example.com`;
    const english = await signUp(englishAddress);

    for (const user of [turkish, english]) expect((await inject('POST', '/api/auth/forgot-password', {}, { identifier: user.username })).statusCode).toBe(202);
    await context.app.services.jobs.drained();

    const turkishMail = mails.find((mail) => mail.to === turkishAddress && mail.text.includes('/reset-password#token='));
    expect(turkishMail?.subject ?? 'no reset mail').toBe('Yeni bir Coinmates şifresi belirle');
    expect(turkishMail?.text).toContain('Merhaba Deniz');
    expect(turkishMail?.text).toContain('60 dakika');
    expect(turkishMail?.html).toContain('<html lang="tr" dir="ltr">');
    const englishMail = mails.find((mail) => mail.to === englishAddress && mail.text.includes('/reset-password#token='));
    expect(englishMail?.subject).toBe('Set a new Coinmates password');
    expect(englishMail?.text).toContain('The link works once, for 60 minutes.');
    expect(englishMail?.text).toContain('Happy learning,\nThe Coinmates team');
  });
});
