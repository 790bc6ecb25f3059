/**
 * Which language a request is answered in (docs/decisions/056-translations.md): the account's choice, then
 * the language cookie (a guest's choice), then the browser's Accept-Language; English when none fits.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, negotiateLocale, parseLocale, type AnyLocale } from '../../../shared/i18n/locales';

/** The pseudo-locale is a development and test tool, never served in production. */
const ALLOW_PSEUDO = process.env.NODE_ENV !== 'production';

export function localeOfRequest(request: Pick<FastifyRequest, 'headers' | 'cookies'> & { user?: { language: string | null } | null }): AnyLocale {
  return (
    parseLocale(request.user?.language) ??
    parseLocale(request.cookies[LANGUAGE_COOKIE], ALLOW_PSEUDO) ??
    negotiateLocale(typeof request.headers['accept-language'] === 'string' ? request.headers['accept-language'] : undefined)
  );
}
