/**
 * The colour theme (docs/decisions/057-dark-theme.md): stored on the account through PUT /api/users/me/theme
 * (validated), written to a cookie, and painted by the server on <html data-theme> with the matching
 * <meta name="theme-color">: the account's choice on every device, else this browser's cookie, else Light.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../../../shared/constants/theme';
import { as, createClientTestContext, registerUser, type TestApp, type TestContext, type TestUser } from '../../test/test-app';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta name="theme-color" content="${THEME_COLORS.light}" /><title>Coinmates</title></head><body><div id="root"><!--app--><main id="main"></main><!--/app--></div></body></html>`;

let context: TestContext;
let app: TestApp;

beforeAll(async () => {
  context = await createClientTestContext({ 'index.html': INDEX_HTML });
  app = context.app;
}, 60_000);
afterAll(() => context.close());

/** The page for a browser sending this Cookie header (a session, a theme cookie or both), or none. */
const page = (cookie?: string) => as(app, cookie ? { cookie } : null).get('/learn');
const themeOf = (html: string) => /<html lang="en" dir="ltr" data-theme="([a-z]+)">/.exec(html)?.[1];
const themeColors = (html: string) => [...html.matchAll(/<meta name="theme-color"([^>]*)>/g)].map((match) => match[1]!.trim());
const putTheme = (payload: object, user: TestUser | null) => as(app, user).put('/api/users/me/theme', payload);

describe('the page a guest gets', () => {
  it('is Light without a choice, with the light browser bar', async () => {
    const html = (await page()).body;
    expect(themeOf(html)).toBe('light');
    expect(themeColors(html)).toEqual([`content="${THEME_COLORS.light}" /`]);
  });

  it("is painted in the cookie's theme; an unknown value is Light", async () => {
    const dark = (await page('cm_theme=dark')).body;
    expect(themeOf(dark)).toBe('dark');
    expect(themeColors(dark)).toEqual([`content="${THEME_COLORS.dark}" /`]);
    expect(themeOf((await page('cm_theme=%3Cscript%3E')).body)).toBe('light');
  });

  it('for System, carries one browser bar colour per scheme for the browser to choose', async () => {
    const html = (await page('cm_theme=system')).body;
    expect(themeOf(html)).toBe('system');
    expect(themeColors(html)).toEqual([`media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}" /`, `media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}" /`]);
  });

  it('has a different ETag in each theme, so a cached light page is never revalidated as dark', async () => {
    const [light, dark] = await Promise.all([page('cm_theme=light'), page('cm_theme=dark')]);
    expect(light.headers.etag).toBeTruthy();
    expect(light.headers.etag).not.toBe(dark.headers.etag);
    expect(light.headers.vary).toContain('Cookie');
  });
});

describe('PUT /api/users/me/theme', () => {
  it('needs a signed-in user', async () => {
    const response = await putTheme({ theme: 'dark' }, null);
    expect(response.statusCode).toBe(401);
  });

  it.each([[{ theme: 'sepia' }], [{ theme: 'DARK' }], [{}], [{ theme: 'dark', extra: 1 }], [{ theme: null }]])('refuses %j with a 400', async (payload) => {
    const user = await registerUser(app);
    const response = await putTheme(payload, user);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect((await as(app, user).get('/api/auth/status')).json().theme).toBe('light');
  });

  it('stores the choice on the account, sets the cookie, and every device of the account is painted in it', async () => {
    const user = await registerUser(app);
    expect((await as(app, user).get('/api/auth/status')).json().theme).toBe('light');

    const saved = await putTheme({ theme: 'dark' }, user);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ theme: 'dark' });
    const cookie = saved.cookies.find((entry) => entry.name === 'cm_theme');
    expect(cookie).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();

    expect((await as(app, user).get('/api/auth/status')).json().theme).toBe('dark');
    // Another device: the session only, no theme cookie; and one whose cookie says otherwise. The account wins.
    expect(themeOf((await page(user.cookie)).body)).toBe('dark');
    expect(themeOf((await page(`${user.cookie}; cm_theme=light`)).body)).toBe('dark');

    await putTheme({ theme: 'system' }, user);
    expect(themeOf((await page(user.cookie)).body)).toBe('system');
  });
});
