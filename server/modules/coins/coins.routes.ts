import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coinListSchema, coinSchema, cryptoUpdateQuerySchema, cryptoUpdateResponseSchema } from '../../../shared/contracts/coins';
import { svgImageResponse } from '../../../shared/contracts/common';
import { idParamSchema } from '../../../shared/contracts/ids';
import { requireUser } from '../auth/request-user';
import type { MarketService } from '../market/market.service';
import { BROTLI_QUALITY, CachedBody, sendCachedJson } from '../../lib/http-cache';
import { deckPageSchema, deckQuerySchema } from '../../../shared/contracts/deck';
import type { ContentTranslations } from '../i18n/content-translations';
import { localeOfRequest } from '../i18n/request-locale';
import { coinLogoSvg } from './coin-logo';
import type { CoinCatalogue } from './coins.service';
import { getDeckPage } from './deck.service';

export function coinsRoutes(app: FastifyInstance, deps: { catalogue: CoinCatalogue; market: MarketService; translations?: ContentTranslations }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The same bytes for everyone: sent pre-serialised and pre-compressed, with an ETag (304 when unchanged).
  // The schema documents the bytes (a Buffer skips the serialiser); coins.int.test.ts parses them with it.
  routes.get('/api/cryptos', { schema: { response: { 200: coinListSchema } } }, async (request, reply) => sendCachedJson(request, reply, (await deps.catalogue.list()).body));

  // Spec spelling ("unswipped"): the swipe deck, a page of lean cards (deck.service.ts).
  // Its cards' prose in the caller's language where content/i18n has the coin (docs/decisions/056-translations.md).
  routes.get('/api/cryptos/unswipped', { schema: { querystring: deckQuerySchema, response: { 200: deckPageSchema } } }, async (request, reply) => {
    const page = await getDeckPage(deps.catalogue, request.user?.id, request.query);
    const { translations } = deps;
    if (!translations) return page;
    const locale = localeOfRequest(request);
    reply.header('Vary', 'Accept-Language, Cookie');
    return { ...page, items: page.items.map((card) => translations.coin(card, locale)) };
  });

  routes.get('/api/cryptos/update', { schema: { querystring: cryptoUpdateQuerySchema, response: { 200: cryptoUpdateResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return deps.market.update(request.query.force === 'true', user.id);
  });

  routes.get('/api/cryptos/:id', { schema: { params: idParamSchema, response: { 200: coinSchema } } }, async (request, reply) => {
    // In the caller's language where content/i18n has the coin (docs/decisions/056-translations.md).
    const english = await deps.catalogue.get(request.params.id);
    const coin = deps.translations ? deps.translations.coin(english, localeOfRequest(request)) : english;
    reply.header('Vary', 'Accept-Language, Cookie');
    return sendCachedJson(request, reply, new CachedBody(Buffer.from(JSON.stringify(coin)), BROTLI_QUALITY.perResponse));
  });

  routes.get('/api/cryptos/:id/logo.svg', { schema: { params: idParamSchema, response: { 200: svgImageResponse } } }, async (request, reply) => {
    const coin = await deps.catalogue.get(request.params.id);
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(coinLogoSvg(coin.symbol, coin.backgroundColor));
  });
}
