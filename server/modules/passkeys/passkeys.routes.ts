import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/contracts/auth';
import { noContentSchema } from '../../../shared/contracts/common';
import { idParamSchema } from '../../../shared/contracts/ids';
import {
  authenticationOptionsSchema,
  passkeyAuthenticationInputSchema,
  passkeyListSchema,
  passkeyRegistrationInputSchema,
  passkeyRegistrationOptionsInputSchema,
  passkeySchema,
  registrationOptionsSchema,
} from '../../../shared/contracts/passkeys';
import type { AppConfig } from '../../config/env';
import type { DomainEventBus } from '../../events/domain-events';
import { unauthenticated } from '../../lib/app-error';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/auth.service';
import { requireUser } from '../auth/request-user';
import * as passkeys from './passkeys.service';

/** Binds a sign-in challenge to the browser that asked for it; lives as long as the challenge. */
const SIGN_IN_COOKIE = 'cm_passkey_signin';
const SIGN_IN_COOKIE_PATH = '/api/auth/passkey';

export interface PasskeyRouteDeps {
  passkeys: passkeys.PasskeyDeps;
  config: Pick<AppConfig, 'cookieSecure'>;
  domainEvents: DomainEventBus;
}

export function passkeyRoutes(app: FastifyInstance, deps: PasskeyRouteDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = (request: FastifyRequest) => (deps.config.cookieSecure === 'auto' ? request.protocol === 'https' : deps.config.cookieSecure === 'true');
  const sessionToken = (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthenticated();
    return token;
  };

  routes.post('/api/auth/passkey/options', { schema: { response: { 200: authenticationOptionsSchema } } }, async (request, reply) => {
    const binding = passkeys.createSignInBinding();
    const options = await passkeys.startAuthentication(deps.passkeys, binding);
    reply.setCookie(SIGN_IN_COOKIE, binding, { httpOnly: true, sameSite: 'strict', path: SIGN_IN_COOKIE_PATH, secure: isSecure(request), maxAge: passkeys.CHALLENGE_TTL_MS / 1000 });
    reply.header('Cache-Control', 'no-store');
    return options;
  });

  routes.post('/api/auth/passkey', { schema: { body: passkeyAuthenticationInputSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const result = await passkeys.finishAuthentication(deps.passkeys, request.cookies[SIGN_IN_COOKIE], request.body);
    reply.clearCookie(SIGN_IN_COOKIE, { path: SIGN_IN_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: isSecure(request) });
    reply.setCookie(SESSION_COOKIE, result.token, sessionCookieOptions(isSecure(request), result.expiresAt));
    reply.header('Cache-Control', 'no-store');
    await deps.domainEvents.publish('user.signed_in', { userId: result.user.id, timeZone: request.body.timeZone });
    return result.user;
  });

  routes.get('/api/passkeys', { schema: { response: { 200: passkeyListSchema } } }, async (request) => passkeys.listPasskeys(deps.passkeys.db, requireUser(request).id));

  routes.post('/api/passkeys/registration/options', { schema: { body: passkeyRegistrationOptionsInputSchema, response: { 200: registrationOptionsSchema } } }, async (request) =>
    passkeys.startRegistration(deps.passkeys, requireUser(request), sessionToken(request), request.body),
  );

  routes.post('/api/passkeys', { schema: { body: passkeyRegistrationInputSchema, response: { 201: passkeySchema } } }, async (request, reply) => {
    const added = await passkeys.finishRegistration(deps.passkeys, requireUser(request), sessionToken(request), request.body);
    return reply.status(201).send(added);
  });

  routes.delete('/api/passkeys/:id', { schema: { params: idParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await passkeys.removePasskey(deps.passkeys.db, requireUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });
}
