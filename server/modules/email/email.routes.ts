import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resetPasswordInputSchema } from '../../../shared/contracts/auth';
import { accountEmailSchema, emailMessageSchema, forgotPasswordInputSchema, removeEmailInputSchema, setEmailInputSchema, verifyEmailInputSchema } from '../../../shared/contracts/email';
import { unauthenticated } from '../../lib/app-error';
import { SESSION_COOKIE } from '../auth/auth.service';
import { requireUser } from '../auth/request-user';
import { translateApiMessage } from '../../i18n/api-messages';
import { serverI18n } from '../../i18n/server-i18n';
import { localeOfRequest } from '../i18n/request-locale';
import * as emailService from './email.service';

/** The answer's sentence in the request's language (docs/decisions/056-translations.md), as errors are. */
function inRequestLanguage(request: FastifyRequest, answer: { ok: true; message: string }): { ok: true; message: string } {
  return { ...answer, message: translateApiMessage(answer.message, serverI18n(localeOfRequest(request))) };
}

export function emailRoutes(app: FastifyInstance, deps: emailService.EmailDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/users/me/email', { schema: { response: { 200: accountEmailSchema } } }, async (request) => emailService.getAccountEmail(deps.db, requireUser(request).id));

  routes.put('/api/users/me/email', { schema: { body: setEmailInputSchema, response: { 202: accountEmailSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthenticated();
    const result = await emailService.setEmail(deps, user.id, token, request.body);
    return reply.status(202).send(result);
  });

  routes.post('/api/users/me/email/remove', { schema: { body: removeEmailInputSchema, response: { 200: accountEmailSchema } } }, async (request) => {
    const user = requireUser(request);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthenticated();
    return emailService.removeEmail(deps, user.id, token, request.body);
  });

  routes.post('/api/users/me/email/resend', { schema: { response: { 202: accountEmailSchema } } }, async (request, reply) => {
    const result = await emailService.resendVerification(deps, requireUser(request).id);
    return reply.status(202).send(result);
  });

  // The three below need no session: the link may be opened on another device, and a forgotten password
  // is the reason there is none.
  routes.post('/api/auth/verify-email', { schema: { body: verifyEmailInputSchema, response: { 200: emailMessageSchema } } }, async (request) =>
    inRequestLanguage(request, await emailService.verifyEmail(deps, request.body.token)),
  );

  routes.post('/api/auth/forgot-password', { schema: { body: forgotPasswordInputSchema, response: { 202: emailMessageSchema } } }, async (request, reply) => {
    const result = await emailService.requestPasswordReset(deps, request.body, request.ip);
    return reply.status(202).send(inRequestLanguage(request, result));
  });

  routes.post('/api/auth/reset-password', { schema: { body: resetPasswordInputSchema, response: { 200: emailMessageSchema } } }, async (request) =>
    inRequestLanguage(request, await emailService.resetPassword(deps, request.body)),
  );
}
