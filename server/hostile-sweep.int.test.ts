/**
 * A generated hostile sweep (docs/decisions/042): every operation of the OpenAPI document, sent
 * generated hostile inputs (NUL bytes, lone surrogates, 1 MB strings, huge and negative ids, wrong types,
 * deep nesting, unknown fields, arrays for objects) by a signed-in user with a real match, message,
 * teach-back card, shared journey and report, and by a moderator on the moderation routes. None may answer
 * 5xx. The tally (tries and status classes) is printed for the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from './lib/api-docs';
import { completeModule } from './modules/gamification/office-test-helpers';
import { makeModerator, sendMessage } from './modules/safety/safety-test-helpers';
import { hostileRequestsFor, type HostileRequest, type SampleIds } from './test/hostile-inputs';
import { operationsOf, type DocumentedOperation, type OpenApiDocument } from './test/openapi-walk';
import { createTestContext, registerUser, type TestContext, type TestUser } from './test/test-app';
import { createMatchedPair } from './test/test-matches';

const MODULE_ID = 1;
const JOURNEY_ID = 1;
/** Operations that end the caller's session or account run last, so the rest run signed in. */
const LAST = ['DELETE /api/matches/{id}', 'POST /api/matches/{id}/block', 'DELETE /api/users/me', 'POST /api/auth/logout'];

let context: TestContext;
let document: OpenApiDocument;
let user: TestUser;
let moderator: TestUser;
let ids: SampleIds;

beforeAll(async () => {
  context = await createTestContext();
  document = (await context.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })).json<OpenApiDocument>();
  const { a, b, matchId } = await createMatchedPair(context.app);
  user = a;
  moderator = await registerUser(context.app);
  await makeModerator(context, moderator);
  await completeModule(context, b, MODULE_ID);
  const messageId = await sendMessage(context, b, matchId, 'hello from the partner');
  const card = await context.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/teach-backs`,
    payload: { moduleId: MODULE_ID, question: { kind: 'custom', question: 'Who keeps the keys?', options: ['You', 'The exchange'], correctAnswer: 0, explanation: 'Self custody.' } },
    headers: { cookie: b.cookie },
  });
  expect(card.statusCode, card.body).toBe(201);
  expect((await context.app.inject({ method: 'PUT', url: `/api/matches/${matchId}/journeys/${JOURNEY_ID}`, headers: { cookie: b.cookie } })).statusCode).toBeLessThan(300);
  const report = await context.app.inject({ method: 'POST', url: '/api/reports', payload: { reportedUserId: b.id, matchId, messageId, reason: 'spam' }, headers: { cookie: a.cookie } });
  expect(report.statusCode, report.body).toBe(201);
  const byName: Record<string, number> = { matchId, messageId, reportedUserId: b.id, userId: a.id, journeyId: JOURNEY_ID, moduleId: MODULE_ID, coinId: 1, termId: 1 };
  const reportId = report.json<{ id: number }>().id;
  const cardId = card.json<{ id: number }>().id;
  ids = {
    idFor(name, path) {
      if (name === 'id' && path.startsWith('/api/matches/')) return matchId;
      if (name === 'id' && path.startsWith('/api/moderation/reports/')) return reportId;
      if (name === 'messageId' && path.includes('/teach-backs/')) return cardId;
      return byName[name] ?? 1;
    },
  };
}, 120_000);
afterAll(async () => {
  await context.close();
});

const order = (entry: DocumentedOperation) => LAST.indexOf(`${entry.method} ${entry.path}`);

async function send(request: HostileRequest, cookie: string) {
  const headers: Record<string, string> = { cookie };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return context.app.inject({ method: request.method as 'GET', url: request.url, payload: request.body, headers });
}

describe('a generated hostile sweep over the whole API', () => {
  it('never answers 5xx', async () => {
    const operations = operationsOf(document).sort((left, right) => order(left) - order(right));
    expect(operations.length).toBeGreaterThan(60);
    const tally: Record<string, number> = {};
    const failures: string[] = [];
    let tries = 0;
    for (const operation of operations) {
      const caller = operation.path.startsWith('/api/moderation') ? moderator : user;
      for (const request of hostileRequestsFor(operation, ids)) {
        const response = await send(request, caller.cookie);
        tries += 1;
        const statusClass = `${String(response.statusCode)[0]}xx`;
        tally[statusClass] = (tally[statusClass] ?? 0) + 1;
        if (response.statusCode >= 500) failures.push(`${request.label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && response.statusCode !== 404 && String(response.headers['content-type']).includes('json')) {
          // Every refusal is the shared error shape.
          const body = response.json<{ message?: unknown; code?: unknown }>();
          if (typeof body.message !== 'string' || typeof body.code !== 'string') failures.push(`${request.label} -> ${response.statusCode} without { message, code }`);
        }
      }
    }
    console.info(`hostile sweep (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}): ${tries} tries over ${operations.length} operations, ${JSON.stringify(tally)}`);
    expect(tries).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  }, 600_000);
});
