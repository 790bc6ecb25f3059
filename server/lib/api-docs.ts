/**
 * The API contract as a document (docs/decisions/032-api-contract-and-openapi.md): every route declares its
 * request and response schemas from `shared/contracts/`, @fastify/swagger turns them into OpenAPI 3.1
 * through fastify-type-provider-zod's transform, and @fastify/swagger-ui shows it at /api/docs (the
 * document itself at /api/docs/json). Both are public in every environment: they describe only what the
 * client already calls.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '../../shared/contracts/errors';

export const API_DOCS_PREFIX = '/api/docs';

/** Paths the document describes: the JSON API and the health probes (not the client, figures or /ws). */
export function isDocumentedPath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith(`${API_DOCS_PREFIX}`)) || url === '/healthz' || url === '/readyz';
}

/** The error body every /api operation may answer (docs/design.md section 3). */
const clientError = apiErrorSchema.describe(
  'Error `{ message, code, requestId, issues? }`: 400 invalid input (with field `issues`), 401 not signed in, 403 not allowed ' +
    '(or a foreign Origin), 404 missing or not yours, 409 conflict, 413 body too large, 422 refused content, 429 too many ' +
    `requests (with Retry-After). \`code\` is one of ${Object.values(ERROR_CODES).join(', ')}.`,
);
const serverError = apiErrorSchema.describe('Error `{ message, code, requestId }`: 500 on our side (never a stack trace), 503 busy or shutting down.');

/**
 * Adds the error responses to every /api route that declares its success response, so the document
 * lists them and error bodies are serialised by the same contract. Register before the routes.
 */
export function addErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.url.startsWith('/api/') || !response) return;
    response['4xx'] ??= clientError;
    response['5xx'] ??= serverError;
  });
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Coinmates API',
        version: '1.0.0',
        description: 'The JSON API of Coinmates. Signed-in calls use the `cm_session` cookie set by POST /api/auth/login. ' + 'Every error answers `{ message, code, requestId, issues? }`.',
      },
    },
    transform: (document) => {
      const transformed = zodTransform(document);
      if (!isDocumentedPath(document.url)) return { schema: { ...transformed.schema, hide: true }, url: transformed.url };
      const tag = /^\/api\/([^/]+)/.exec(document.url)?.[1] ?? 'health';
      return { schema: { tags: [tag], ...transformed.schema }, url: transformed.url };
    },
  });
  await app.register(async (docs) => {
    // Swagger UI's page has no viewport meta, so a phone would lay it out 980 px wide and zoom out.
    docs.addHook('onSend', async (_request, reply, payload) =>
      typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')
        ? payload.replace('<head>', '<head>\n      <meta name="viewport" content="width=device-width, initial-scale=1" />')
        : payload,
    );
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // No call to the public validator badge: the page needs only our own origin.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  });
}
