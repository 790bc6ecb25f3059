/**
 * The page's language (docs/decisions/056-translations.md): the server render answers in the account's
 * language, the cookie's or Accept-Language's, writes <html lang dir>, and PUT /api/language stores the choice.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as clientServerRender from '../../../client/app/server-render';
import { as, createClientTestContext, registerUser, type TestApp, type TestContext } from '../../test/test-app';

vi.mock('../../../client/features/learning/lib/parse-lesson-html', async () => import('../../ssr/parse-lesson-html'));
vi.mock('../../../client/features/learning/lib/sanitize-module-html', async () => import('../../ssr/sanitize-module-html'));

const INDEX = '<!doctype html><html lang="en"><head><title>Coinmates</title></head><body><div id="root"><!--app--><main id="main"></main><!--/app--></div></body></html>';
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

let context: TestContext;
let app: TestApp;

beforeAll(async () => {
  context = await createClientTestContext({ 'index.html': INDEX }, { serverRenderer: { renderPage: clientServerRender.renderPage, pageModules: clientServerRender.pageModules } });
  app = context.app;
}, 60_000);
afterAll(() => context.close());

describe('the language of a page', () => {
  it("follows a guest's Accept-Language, with the words of that language on the first paint", async () => {
    const page = await as(app, null, { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } }).get('/');
    expect(htmlTag(page.body)).toBe('<html lang="es" dir="ltr" data-theme="light">');
    expect(page.body).toContain('Descubrir');
    expect(page.headers.vary).toContain('Accept-Language');
    const english = await as(app, null, { headers: { 'accept-language': 'de-DE,fr;q=0.8' } }).get('/');
    expect(htmlTag(english.body)).toBe('<html lang="en" dir="ltr" data-theme="light">');
    expect(english.body).toContain('Discover');
  });

  it("deals the swipe deck's cards in the reader's language where the coin is translated", async () => {
    const deck = (language: string) => as(app, { cookie: `cm_lang=${language}` }).get('/api/cryptos/unswipped?limit=1');
    const [english, spanish] = await Promise.all([deck('en'), deck('es')]);
    const englishCard = english.json().items[0];
    const spanishCard = spanish.json().items[0];
    expect(spanishCard.id).toBe(englishCard.id);
    expect(spanishCard.name).toBe(englishCard.name);
    expect(spanishCard.description).not.toBe(englishCard.description);
    expect(spanishCard.description).toMatch(/[áéíóúñ]/);
    expect(spanish.headers.vary).toContain('Accept-Language');
  });

  it("follows a guest's cookie over Accept-Language; Arabic reads right to left", async () => {
    const choice = await as(app, null).put('/api/language', { language: 'ar' });
    expect(choice.statusCode).toBe(200);
    const cookie = choice.cookies.find((entry) => entry.name === 'cm_lang');
    expect(cookie?.value).toBe('ar');
    const page = await as(app, { cookie: 'cm_lang=ar' }, { headers: { 'accept-language': 'es' } }).get('/');
    expect(htmlTag(page.body)).toBe('<html lang="ar" dir="rtl" data-theme="light">');
    expect(page.body).toContain('اكتشف');
  });

  it('stores a signed-in choice on the account: another device without the cookie renders in it', async () => {
    const user = await registerUser(app);
    const choice = await as(app, user).put('/api/language', { language: 'tr' });
    expect(choice.json()).toEqual({ language: 'tr' });
    const status = await as(app, user, { headers: { 'accept-language': 'es' } }).get('/api/language');
    expect(status.json()).toEqual({ language: 'tr' });
    const page = await as(app, user, { headers: { 'accept-language': 'es' } }).get('/');
    expect(htmlTag(page.body)).toBe('<html lang="tr" dir="ltr" data-theme="light">');
    expect(page.body).toContain('Keşfet');
  });

  it('refuses a language that is not offered with a 400', async () => {
    for (const language of ['de', 'pseudo', '', 42]) {
      const response = await as(app, null).put('/api/language', { language });
      expect(response.statusCode).toBe(400);
    }
  });
});
