/**
 * The API contract (docs/decisions/032-api-contract-and-openapi.md): every /api route declares the
 * response schema of its success status, and the OpenAPI document at /api/docs/json lists every operation
 * with its responses, the error shape of docs/design.md section 3 included. A route added without its
 * response schema fails here, named.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX, isDocumentedPath } from './lib/api-docs';
import { CONTENT_SECURITY_POLICY } from './lib/security-headers';
import { createTestContext, registerUser, type TestContext } from './test/test-app';

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  tags?: string[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const routes: RouteOptions[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ onRoute: (route) => routes.push(route) });
});
afterAll(async () => {
  await context.close();
});

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
const isApiRoute = (route: RouteOptions) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX);
const successStatuses = (route: RouteOptions) => Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}).filter((status) => /^2(\d\d|xx)$/i.test(status));
/** `/api/matches/:id` is `/api/matches/{id}` in OpenAPI. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('every /api route has a contract', () => {
  it('sees the routes as they are registered', () => {
    // A guard for the checks below: they mean nothing if the hook saw no routes.
    expect(routes.filter(isApiRoute).length).toBeGreaterThan(40);
  });

  it('declares the response schema of its success status', () => {
    const missing = routes
      .filter(isApiRoute)
      .flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url, statuses: successStatuses(route) })))
      .filter((route) => route.statuses.length === 0)
      .map((route) => `${route.method} ${route.url} has no response schema for its success status (add one from shared/contracts)`);
    expect(missing).toEqual([]);
  });

  it('declares the error responses with the shape of docs/design.md section 3', () => {
    const missing = routes
      .filter((route) => isApiRoute(route) && methodsOf(route).length > 0)
      .filter((route) => {
        const response = (route.schema?.response as Record<string, unknown> | undefined) ?? {};
        return !response['4xx'] || !response['5xx'];
      })
      .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    expect(missing).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await context.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  it('is OpenAPI 3.1 and describes only the API and the health probes', () => {
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !isDocumentedPath(path))).toEqual([]);
    expect(paths).not.toContain('/ws');
  });

  it('lists every operation with its success and error responses', () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => isDocumentedPath(candidate.url))) {
      for (const method of methodsOf(route)) {
        const name = `${method} ${route.url}`;
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        if (!operation) {
          problems.push(`${name} is missing from the document`);
          continue;
        }
        const statuses = Object.keys(operation.responses);
        const success = statuses.filter((status) => status.startsWith('2'));
        if (success.length === 0) problems.push(`${name} lists no success response`);
        for (const status of success) {
          if (status !== '204' && !operation.responses[status]?.content) problems.push(`${name} ${status} has no body schema`);
        }
        if (!isApiRoute(route)) continue;
        for (const range of ['4XX', '5XX']) {
          const schema = operation.responses[range]?.content?.['application/json']?.schema;
          const required = (schema?.required as string[] | undefined) ?? [];
          if (!required.includes('message') || !required.includes('code')) problems.push(`${name} ${range} lacks the { message, code } error shape`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes a request body and a response body field by field', () => {
    const login = document.paths['/api/auth/login']?.post as (Operation & { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }) | undefined;
    expect(Object.keys(login?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(expect.arrayContaining(['username', 'password']));
    const user = login?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys((user?.properties as object | undefined) ?? {})).toEqual(expect.arrayContaining(['id', 'username', 'displayName', 'role']));
    // The SVG routes say so instead of claiming JSON.
    expect(Object.keys(document.paths['/api/avatars/{file}']?.get?.responses['200']?.content ?? {})).toEqual(['image/svg+xml']);
  });
});

describe('the docs page', () => {
  it('is served at /api/docs under the same Content-Security-Policy as the app', async () => {
    const page = await context.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-initializer.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(CONTENT_SECURITY_POLICY.directives.scriptSrc).toEqual(["'self'"]);
    // No inline script: everything the page runs is a file of ours.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await context.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('/json');
  });
});

describe('responses follow their schema', () => {
  it('sends a signed-in user exactly the contract fields', async () => {
    const user = await registerUser(context.app);
    const status = await context.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie: user.cookie } });
    expect(status.statusCode).toBe(200);
    expect(Object.keys(status.json<object>()).sort()).toEqual(
      ['ageGroup', 'avatarUrl', 'communicationStyle', 'displayName', 'expertiseAreas', 'id', 'learningGoals', 'learningInterests', 'preferredLearningStyle', 'role', 'theme', 'username'].sort(),
    );
  });

  it('sends errors in the shape of docs/design.md section 3', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/status' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED', requestId: expect.any(String) });
  });
});
