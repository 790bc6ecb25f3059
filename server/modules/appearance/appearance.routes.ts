/**
 * The colour theme on the account (docs/decisions/057-dark-theme.md). The choice is also written to a cookie
 * the page's script can read, so this device's next page paints in it before anything runs; the server
 * render prefers the account's choice, so it follows the user to every device.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { themeAnswerSchema, themeInputSchema } from '../../../shared/contracts/appearance';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_S, type Theme } from '../../../shared/constants/theme';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { requireUser } from '../auth/request-user';
import { SESSION_COOKIE } from '../auth/auth.service';
import * as service from './appearance.service';

export interface AppearanceDeps {
  db: Database;
  config: Pick<AppConfig, 'cookieSecure'>;
}

export function setThemeCookie(request: FastifyRequest, reply: FastifyReply, theme: Theme, config: AppearanceDeps['config']): void {
  const secure = config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure === 'true';
  reply.setCookie(THEME_COOKIE, theme, { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: THEME_COOKIE_MAX_AGE_S });
}

export function appearanceRoutes(app: FastifyInstance, deps: AppearanceDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put('/api/users/me/theme', { schema: { body: themeInputSchema, response: { 200: themeAnswerSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const theme = await service.saveTheme(deps.db, user.id, request.body.theme);
    setThemeCookie(request, reply, theme, deps.config);
    return { theme };
  });
}

/**
 * The theme a page is painted in: the signed-in account's choice, else this browser's cookie, else Light.
 * `resolveUser` finds the session's user (once per request).
 */
export async function pageTheme(request: FastifyRequest, reply: FastifyReply, resolveUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): Promise<Theme> {
  if (request.cookies[SESSION_COOKIE]) await resolveUser(request, reply);
  return service.themeForPage(request.user?.theme, request.cookies[THEME_COOKIE]);
}
