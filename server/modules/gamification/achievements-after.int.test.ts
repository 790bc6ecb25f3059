import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessUserChannel } from '../../live/user-channel';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { evaluateAchievementsAfter } from './achievements.service';
import { findStanding } from './gamification.repository';
import { achievementKeys, ledgerTotal, reviewTerm } from './office-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('achievements after one kind of activity', () => {
  it('records the activity’s own achievements once it happened (a queued job), and no others', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    // The match itself was the activity: First Connection, and nothing for messaging yet.
    expect(await achievementKeys(context.database.db, a.id)).toEqual(['first-match']);

    const deps = { db: context.database.db, userChannel: createInProcessUserChannel() };
    expect(await evaluateAchievementsAfter(deps, a.id, 'messaging')).toEqual([]);
    await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'gm' }, headers: { cookie: a.cookie } });
    await context.app.services.jobs.drained();
    expect(await achievementKeys(context.database.db, a.id)).toEqual(['first-match', 'icebreaker']);
    // Already held: evaluating again records nothing twice.
    expect(await evaluateAchievementsAfter(deps, a.id, 'messaging')).toEqual([]);
  });

  it('records First Word as a term is mastered, before any Office read', async () => {
    const user = await registerUser(context.app);
    await reviewTerm(context, user, 7, { mastered: false });
    expect(await achievementKeys(context.database.db, user.id)).toEqual([]);
    await reviewTerm(context, user, 7);
    expect(await achievementKeys(context.database.db, user.id)).toEqual(['first-term']);
  });

  it('reads the standing in one query: the points total and every held key', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'gm' }, headers: { cookie: a.cookie } });
    await context.app.services.jobs.drained();
    const standing = await findStanding(context.database.db, a.id);
    expect([...standing.heldKeys].sort()).toEqual(['first-match', 'icebreaker']);
    expect(standing.total).toBe(await ledgerTotal(context.database.db, a.id));
    expect(standing.total).toBeGreaterThan(0);
    expect(await findStanding(context.database.db, 987_654)).toEqual({ total: 0, heldKeys: [] });
  });
});
