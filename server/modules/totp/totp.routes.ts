import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/contracts/auth';
import { totpDisableInputSchema, totpEnableInputSchema, totpRecoveryCodesSchema, totpSetupInputSchema, totpSetupSchema, totpSignInInputSchema, totpStatusSchema } from '../../../shared/contracts/totp';
import type { AppConfig } from '../../config/env';
import type { DomainEventBus } from '../../events/domain-events';
import { SESSION_COOKIE, sessionCookieOptions, TOTP_SIGN_IN_COOKIE, TOTP_SIGN_IN_COOKIE_PATH } from '../auth/auth.service';
import { requireUser } from '../auth/request-user';
import * as totp from './totp.service';

export interface TotpRouteDeps {
  totp: totp.TotpDeps;
  config: Pick<AppConfig, 'cookieSecure'>;
  domainEvents: DomainEventBus;
}

export function totpRoutes(app: FastifyInstance, deps: TotpRouteDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = (request: FastifyRequest) => (deps.config.cookieSecure === 'auto' ? request.protocol === 'https' : deps.config.cookieSecure === 'true');
  const noStore = { 'Cache-Control': 'no-store' };

  routes.get('/api/users/me/totp', { schema: { response: { 200: totpStatusSchema } } }, async (request) => totp.getStatus(deps.totp.db, requireUser(request).id));

  routes.post('/api/users/me/totp/setup', { schema: { body: totpSetupInputSchema, response: { 200: totpSetupSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.headers(noStore);
    return totp.setUp(deps.totp, { id: user.id, username: user.username }, request.body.password);
  });

  routes.post('/api/users/me/totp/enable', { schema: { body: totpEnableInputSchema, response: { 200: totpRecoveryCodesSchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return totp.enable(deps.totp, requireUser(request).id, request.body.code);
  });

  routes.post('/api/users/me/totp/disable', { schema: { body: totpDisableInputSchema, response: { 200: totpStatusSchema } } }, async (request) =>
    totp.disable(deps.totp, requireUser(request).id, request.body),
  );

  // The second step of a password sign-in (no session yet: the pending sign-in's cookie names the user).
  routes.post('/api/auth/totp', { schema: { body: totpSignInInputSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const result = await totp.completeSignIn(deps.totp, request.cookies[TOTP_SIGN_IN_COOKIE], request.body.code);
    reply.clearCookie(TOTP_SIGN_IN_COOKIE, { path: TOTP_SIGN_IN_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: isSecure(request) });
    reply.setCookie(SESSION_COOKIE, result.token, sessionCookieOptions(isSecure(request), result.expiresAt));
    reply.headers(noStore);
    await deps.domainEvents.publish('user.signed_in', { userId: result.user.id, timeZone: result.timeZone });
    return result.user;
  });
}
