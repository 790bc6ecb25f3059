import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../content/load-content';
import type { SharedJourney } from '../../../shared/contracts/shared-journeys';
import type { ServerEvent } from '../../../shared/live/events';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { api, takeQuiz } from '../learning/learning-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** Crypto Foundations: modules 1, 28, 2, 3, 36, 6, 7 (content/journeys/journeys.json). */
const FOUNDATIONS = 1;

const share = (user: TestUser, matchId: number, journeyId = FOUNDATIONS) => as(context.app, user).put(`/api/matches/${matchId}/journeys/${journeyId}`);
const leave = (user: TestUser, matchId: number, journeyId = FOUNDATIONS) => as(context.app, user).delete(`/api/matches/${matchId}/journeys/${journeyId}`);

async function listOf(user: TestUser): Promise<SharedJourney[]> {
  const response = await as(context.app, user).get('/api/shared-journeys');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function sharedEvents(user: TestUser): Promise<Array<Extract<ServerEvent, { type: 'shared_journey' }>>> {
  const events: Array<Extract<ServerEvent, { type: 'shared_journey' }>> = [];
  await context.app.services.userChannel.subscribeUser(user.id, (event) => {
    if (event.type === 'shared_journey') events.push(event);
  });
  return events;
}

async function completeModule(user: TestUser, moduleId: number): Promise<void> {
  expect((await api(context).start(user, moduleId)).statusCode).toBeLessThan(300);
  const result = await takeQuiz(context, user, moduleId, 'all');
  expect(result.statusCode, result.body).toBe(200);
  await context.app.services.jobs.drained();
}

const journeyIn = (locale: string) => (JSON.parse(readFileSync(path.join(CONTENT_DIR, 'i18n', locale, 'journeys.json'), 'utf8')) as Record<string, { name: string }>)['crypto-foundations']!.name;
const lessonTitleIn = (locale: string, file: string) => (JSON.parse(readFileSync(path.join(CONTENT_DIR, 'i18n', locale, 'modules', file), 'utf8')) as { title: string }).title;

describe('shared journeys', () => {
  it('each partner reads the journey and its steps in their own language, the live events included', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    for (const [user, language] of [
      [a, 'es'],
      [b, 'tr'],
    ] as const) {
      expect((await as(context.app, user).put('/api/language', { language })).statusCode).toBeLessThan(300);
    }
    const bEvents = await sharedEvents(b);
    const aEvents = await sharedEvents(a);

    const invited = await share(a, matchId);
    expect(invited.statusCode, invited.body).toBe(201);
    const journey = invited.json() as SharedJourney;
    expect(journey.journeyName).toBe(journeyIn('es'));
    expect(journey.steps[0]).toEqual({ moduleId: 1, title: lessonTitleIn('es', '01-bitcoin-basics.json') });
    await expect.poll(() => bEvents.map((event) => event.change)).toEqual(['invited']);
    expect(bEvents[0]!.journeyName).toBe(journeyIn('tr'));
    expect((await listOf(b))[0]!.journeyName).toBe(journeyIn('tr'));

    expect((await share(b, matchId)).statusCode).toBe(200);
    await expect.poll(() => aEvents.map((event) => event.change)).toEqual(['joined']);
    expect(aEvents[0]!.journeyName).toBe(journeyIn('es'));
    await completeModule(b, 1);
    await expect.poll(() => aEvents.map((event) => event.change)).toEqual(['joined', 'step_completed']);
    expect(aEvents[1]).toMatchObject({ journeyName: journeyIn('es'), moduleTitle: lessonTitleIn('es', '01-bitcoin-basics.json') });
  });

  it('A invites, B joins, each then sees the other progress, and a finished step nudges the partner live', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const bEvents = await sharedEvents(b);
    const aEvents = await sharedEvents(a);
    // Progress made before the journey is shared counts too, but shows only once both are in.
    await completeModule(a, 1);

    const invited = await share(a, matchId);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ status: 'waiting', journeyName: 'Crypto Foundations', myCompletedSteps: [1], partnerCompletedSteps: [] });
    expect((invited.json() as SharedJourney).steps.map((step) => step.moduleId)).toEqual([1, 28, 2, 3, 36, 6, 7]);
    await expect.poll(() => bEvents.map((event) => event.change)).toEqual(['invited']);
    expect(bEvents[0]).toMatchObject({ matchId, journeyId: FOUNDATIONS, journeyName: 'Crypto Foundations', partnerName: 'Alice' });

    // B sees the invitation without A's progress, then joins (the same call as starting).
    const [invitation] = await listOf(b);
    expect(invitation).toMatchObject({ status: 'invited', partner: { id: a.id }, partnerCompletedSteps: [] });
    const joined = await share(b, matchId);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ status: 'active', myCompletedSteps: [], partnerCompletedSteps: [1] });
    await expect.poll(() => aEvents.map((event) => event.change)).toEqual(['joined']);
    expect((await listOf(a))[0]).toMatchObject({ status: 'active', partner: { id: b.id } });

    await completeModule(b, 1);
    await expect.poll(() => aEvents.map((event) => event.change)).toEqual(['joined', 'step_completed']);
    expect(aEvents[1]).toMatchObject({ matchId, moduleId: 1, moduleTitle: expect.any(String), partnerName: 'Bob' });
    expect((await listOf(a))[0]).toMatchObject({ myCompletedSteps: [1], partnerCompletedSteps: [1] });
  });

  it('is idempotent, capped per match, and a leave ends it for both', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Cara', 'Dev']);
    const bEvents = await sharedEvents(b);
    expect((await share(a, matchId, 1)).statusCode).toBe(201);
    expect((await share(a, matchId, 1)).statusCode).toBe(200);
    expect((await share(a, matchId, 2)).statusCode).toBe(201);
    expect((await share(b, matchId, 3)).statusCode).toBe(201);
    const fourth = await share(a, matchId, 4);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('You can share at most 3 journeys with one mate. Leave one to start another.');
    expect(await listOf(a)).toHaveLength(3);

    expect((await leave(a, matchId, 1)).statusCode).toBe(204);
    await expect.poll(() => bEvents.map((event) => event.change)).toEqual(['invited', 'invited', 'left']);
    expect((await listOf(b)).map((journey) => journey.journeyId)).toEqual([2, 3]);
    expect((await leave(a, matchId, 1)).statusCode).toBe(404);
  });

  it('only the two partners can see or share it; unknown journeys and bad ids are clear 4xx', async () => {
    const { a, matchId } = await createMatchedPair(context.app, ['Eve', 'Finn']);
    const stranger = await registerUser(context.app);
    expect((await share(stranger, matchId)).statusCode).toBe(404);
    expect((await share(a, matchId, 9999)).json()).toMatchObject({ message: 'Journey not found' });
    expect((await as(context.app, a).put(`/api/matches/${matchId}/journeys/abc`)).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/api/shared-journeys' })).statusCode).toBe(401);
    expect((await share(a, matchId)).statusCode).toBe(201);
    expect(await listOf(stranger)).toEqual([]);
  });

  it('a block ends every shared journey of the pair', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Gus', 'Hal']);
    expect((await share(a, matchId)).statusCode).toBe(201);
    expect((await share(b, matchId)).statusCode).toBe(200);
    const block = await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/block`, headers: { cookie: b.cookie } });
    expect(block.statusCode).toBe(200);
    expect(await listOf(a)).toEqual([]);
    expect(await listOf(b)).toEqual([]);
    expect((await share(a, matchId)).statusCode).toBe(404);
  });
});
