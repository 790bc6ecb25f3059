/**
 * Shared-journey limits that hold (docs/decisions/042): invitations are rate-limited per pair (each one, and
 * the leaving after it, is a live event to the partner), and the 3-per-match limit holds when invitations
 * race, because the count and the insert run under a lock on the match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SHARED_JOURNEYS_PER_MATCH, SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR, type SharedJourney } from '../../../shared/contracts/shared-journeys';
import type { ServerEvent } from '../../../shared/live/events';
import { as, createTestContext, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

const JOURNEY_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const share = (user: TestUser, matchId: number, journeyId: number) => as(context.app, user).put(`/api/matches/${matchId}/journeys/${journeyId}`);
const leave = (user: TestUser, matchId: number, journeyId: number) => as(context.app, user).delete(`/api/matches/${matchId}/journeys/${journeyId}`);
const listOf = async (user: TestUser) => (await as(context.app, user).get('/api/shared-journeys')).json<SharedJourney[]>();

describe('shared-journey invitations', () => {
  it('are limited per pair: invite and leave cycles end in 429 with Retry-After and a clear message', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const events: Array<Extract<ServerEvent, { type: 'shared_journey' }>> = [];
    await context.app.services.userChannel.subscribeUser(b.id, (event) => {
      if (event.type === 'shared_journey') events.push(event);
    });

    const statuses: number[] = [];
    for (let cycle = 0; cycle < 20; cycle += 1) {
      // Both partners take turns inviting: the limit is the pair's, not one user's.
      const inviter = cycle % 2 === 0 ? a : b;
      const invited = await share(inviter, matchId, 1);
      statuses.push(invited.statusCode);
      if (invited.statusCode === 429) {
        expect(Number(invited.headers['retry-after'])).toBeGreaterThan(0);
        expect(invited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/shared journeys with this mate in the last hour\. Try again in \d+ minutes?\./) });
        continue;
      }
      expect((await leave(inviter, matchId, 1)).statusCode).toBe(204);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR);
    expect(statuses.slice(SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR).every((status) => status === 429)).toBe(true);
    // A refused invitation creates nothing.
    expect(await listOf(a)).toEqual([]);
    // b heard only a's cycles (a's invitation and leaving), never more than the limit allows.
    const lastCall = await share(a, matchId, 2);
    expect(lastCall.statusCode).toBe(429);
    expect(events.length).toBeLessThanOrEqual(SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR * 2);
  });

  it('leaves other pairs their own allowance', async () => {
    const first = await createMatchedPair(context.app);
    const second = await createMatchedPair(context.app);
    for (let cycle = 0; cycle < SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR; cycle += 1) {
      expect((await share(first.a, first.matchId, 1)).statusCode).toBe(201);
      expect((await leave(first.a, first.matchId, 1)).statusCode).toBe(204);
    }
    expect((await share(first.a, first.matchId, 1)).statusCode).toBe(429);
    expect((await share(second.a, second.matchId, 1)).statusCode).toBe(201);
  });
});

describe('the journeys-per-match limit', () => {
  it(`holds when ${JOURNEY_IDS.length} invitations race: ${MAX_SHARED_JOURNEYS_PER_MATCH} created, the rest 409 or 429`, async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    const responses = await Promise.all(JOURNEY_IDS.map((journeyId) => share(a, matchId, journeyId)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SHARED_JOURNEYS_PER_MATCH);
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
    expect(await listOf(a)).toHaveLength(MAX_SHARED_JOURNEYS_PER_MATCH);
  });
});
