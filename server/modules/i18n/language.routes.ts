/**
 * GET and PUT /api/language (docs/decisions/056-translations.md). PUT stores the choice in a cookie (so a
 * guest's next page renders in it) and, signed in, on the account (so every device follows). GET answers the
 * language the server renders this caller's pages in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageSchema, setLanguageInputSchema } from '../../../shared/contracts/language';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { updateUserLanguage } from '../auth/user-language.service';
import { localeOfRequest } from './request-locale';

export interface LanguageRouteOptions {
  db: Database;
  config: Pick<AppConfig, 'cookieSecure'>;
}

export function languageRoutes(app: FastifyInstance, options: LanguageRouteOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = (request: FastifyRequest) => (options.config.cookieSecure === 'auto' ? request.protocol === 'https' : options.config.cookieSecure === 'true');

  routes.get('/api/language', { schema: { response: { 200: languageSchema } } }, async (request) => {
    const locale = localeOfRequest(request);
    return { language: (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : DEFAULT_LOCALE };
  });

  routes.put('/api/language', { schema: { body: setLanguageInputSchema, response: { 200: languageSchema } } }, async (request, reply) => {
    const { language } = request.body;
    if (request.user) await updateUserLanguage(options.db, request.user.id, language);
    reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'lax', secure: isSecure(request), maxAge: LANGUAGE_COOKIE_MAX_AGE_S });
    return { language };
  });
}
