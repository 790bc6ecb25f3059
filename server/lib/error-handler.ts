/**
 * The one place that turns any thrown error into docs/design.md section 3's JSON shape. Unexpected errors
 * answer with a generic message and the request id; the detail goes to the log only. Messages a person reads
 * are answered in the request's language (server/i18n/api-messages.ts); `code` and status never change.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_CODES, type ApiError } from '../../shared/contracts/errors';
import { translateApiMessage } from '../i18n/api-messages';
import { serverI18n } from '../i18n/server-i18n';
import { localeOfRequest } from '../modules/i18n/request-locale';
import { AppError } from './app-error';

type Issue = NonNullable<ApiError['issues']>[number];

function toIssues(error: ZodError, say: (english: string) => string): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: say(issue.message),
  }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    // The language is looked up only when an error is answered; a request without cookies parsed yet is English.
    const i18n = serverI18n(localeOfRequest({ headers: request.headers, cookies: request.cookies ?? {}, user: request.user }));
    const say = (english: string) => translateApiMessage(english, i18n);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((entry) => ({
        path: String(entry.instancePath ?? '')
          .split('/')
          .filter(Boolean),
        message: say(String(entry.message ?? 'Invalid value')),
      }));
      const first = issues[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ message: first, code: ERROR_CODES.validation, issues, requestId });
    }
    if (error instanceof ZodError) {
      const issues = toIssues(error, say);
      return reply.status(400).send({ message: issues[0]?.message ?? 'Invalid request', code: ERROR_CODES.validation, issues, requestId });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        // The wait in the header for clients and proxies, and in the body for the app's own message ("try again in 8 s").
        reply.header('Retry-After', String(error.retryAfterSeconds));
        return reply.status(error.status).send({ message: say(error.message), code: error.code, requestId, retryAfterSeconds: error.retryAfterSeconds });
      }
      return reply.status(error.status).send({ message: say(error.message), code: error.code, requestId });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: say('The request body is too large.'), code: ERROR_CODES.payloadTooLarge, requestId });
    }
    if (status === 429) {
      return reply.status(429).send({
        message: say('Too many requests. Please wait a moment and try again.'),
        code: ERROR_CODES.rateLimited,
        requestId,
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body.
      return reply.status(status).send({ message: error.message, code: ERROR_CODES.validation, requestId });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say('Something went wrong on our side. Please try again.'), code: ERROR_CODES.internal, requestId });
  });
}
