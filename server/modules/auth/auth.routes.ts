import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginInputSchema, registerInputSchema, userSchema, type RegisterInput } from '../../../shared/contracts/auth';
import { okResponseSchema } from '../../../shared/contracts/common';
import { totpRequiredSchema } from '../../../shared/contracts/totp';
import type { AppConfig } from '../../config/env';
import type { DomainEventBus } from '../../events/domain-events';
import { toUser } from './auth.mapper';
import * as authService from './auth.service';
import { requireUser } from './request-user';
import { SESSION_COOKIE } from './session-token';

export interface AuthRouteOptions {
  deps: authService.AuthDeps;
  config: Pick<AppConfig, 'cookieSecure'>;
  /** Publishes `user.signed_in` after a successful login or registration (daily login points...). */
  domainEvents: DomainEventBus;
  /** After a registration committed: the e-mail given at sign-up gets its verification mail (docs/decisions/050). */
  onRegistered?: (userId: number, input: RegisterInput) => Promise<void>;
  /** A password sign-in that needs a TOTP code: starts the pending sign-in (docs/decisions/062). */
  startSecondFactor?: (userId: number, timeZone: string | undefined) => Promise<{ token: string; expiresAt: Date }>;
}

export function authRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const isSecure = (request: FastifyRequest) => (options.config.cookieSecure === 'auto' ? request.protocol === 'https' : options.config.cookieSecure === 'true');

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isSecure(request),
      expires: expiresAt,
    });
    reply.header('Cache-Control', 'no-store');
  };

  routes.get('/api/auth/status', { schema: { response: { 200: userSchema } } }, async (request) => toUser(requireUser(request)));

  routes.post('/api/auth/register', { schema: { body: registerInputSchema, response: { 201: userSchema } } }, async (request, reply) => {
    const result = await authService.register(options.deps, request.body);
    await options.onRegistered?.(result.user.id, request.body);
    setSessionCookie(request, reply, result.token, result.expiresAt);
    await options.domainEvents.publish('user.signed_in', { userId: result.user.id, timeZone: request.body.timeZone });
    return reply.status(201).send(result.user);
  });

  routes.post('/api/auth/login', { schema: { body: loginInputSchema, response: { 200: userSchema, 202: totpRequiredSchema } } }, async (request, reply) => {
    const result = await authService.login(options.deps, request.body, request.ip);
    if ('secondFactor' in result) {
      if (!options.startSecondFactor) throw new Error('a second factor is needed but none can be started');
      const pending = await options.startSecondFactor(result.userId, request.body.timeZone);
      reply.setCookie(authService.TOTP_SIGN_IN_COOKIE, pending.token, {
        httpOnly: true,
        sameSite: 'strict',
        path: authService.TOTP_SIGN_IN_COOKIE_PATH,
        secure: isSecure(request),
        expires: pending.expiresAt,
      });
      reply.header('Cache-Control', 'no-store');
      return reply.status(202).send({ secondFactor: 'totp' as const });
    }
    setSessionCookie(request, reply, result.token, result.expiresAt);
    await options.domainEvents.publish('user.signed_in', { userId: result.user.id, timeZone: request.body.timeZone });
    return result.user;
  });

  routes.post('/api/auth/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await authService.logout(options.deps, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
    return { ok: true as const };
  });
}
