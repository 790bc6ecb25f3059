import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/live/events';
import { createInProcessUserChannel } from '../../live/user-channel';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { restrictAccount } from '../auth/auth.service';
import { candidateIndexSource } from './matching.repository';

let context: TestContext;
const userChannel = createInProcessUserChannel();
beforeAll(async () => {
  context = await createTestContext({ userChannel });
});
afterAll(async () => {
  await context.close();
});

async function swipe(user: TestUser, coinIds: number[], liked = true): Promise<void> {
  for (const coinId of coinIds) {
    const response = await as(context.app, user).post('/api/preferences', { coinId, liked });
    expect(response.statusCode).toBe(200);
  }
  // The swipe answered; matching (`matching.run`) and its achievements follow as jobs.
  await context.app.services.jobs.drained();
}

async function setLearningProfile(user: TestUser, body: object): Promise<void> {
  const response = await as(context.app, user).patch('/api/users/profile', body);
  expect(response.statusCode, response.body).toBe(200);
}

function collectEvents(userId: number): ServerEvent[] {
  const events: ServerEvent[] = [];
  void userChannel.subscribeUser(userId, (event) => events.push(event));
  return events;
}

const stakerProfile = {
  expertiseAreas: ['Staking'],
  learningInterests: ['Trading'],
  learningGoals: ['Develop trading strategies'],
  preferredLearningStyle: 'Visual',
  communicationStyle: 'Direct',
};
const traderProfile = {
  expertiseAreas: ['Trading'],
  learningInterests: ['Staking'],
  learningGoals: [],
  preferredLearningStyle: 'Visual',
  communicationStyle: 'Direct',
};

describe('personality profile', () => {
  it('answers 404 with the spec text below 5 swipes and a full profile from 5', async () => {
    const user = await registerUser(context.app);
    await swipe(user, [1, 2, 3, 4]);
    const early = await as(context.app, user).get('/api/profile');
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('Swipe at least 5 cryptocurrencies to generate your personality profile.');

    await swipe(user, [53], false);
    const profile = await as(context.app, user).get('/api/profile');
    expect(profile.statusCode).toBe(200);
    const data = profile.json().profileData;
    expect(data.type).toMatch(/^The /);
    expect(data.description.length).toBeGreaterThan(40);
    expect(Object.keys(data.traits).sort()).toEqual(['communitySpirit', 'decentralizationIdeals', 'longTermVision', 'practicalUtility', 'riskAppetite', 'techEnthusiasm'].sort());
    expect(data.swipeCount).toBe(5);
    // Explainable: the passed memecoin (Pepe, id 53) pushed risk appetite down.
    expect(data.traitInfluences.riskAppetite).toEqual(expect.arrayContaining([expect.objectContaining({ coinId: 53, liked: false })]));

    const again = await as(context.app, user).get('/api/profile');
    expect(again.json()).toEqual(profile.json());

    // The type is named and described in the reader's language (the account's choice), the key unchanged.
    expect((await as(context.app, user).put('/api/language', { language: 'es' })).statusCode).toBeLessThan(300);
    const spanish = (await as(context.app, user).get('/api/profile')).json().profileData;
    expect(spanish.typeKey).toBe(data.typeKey);
    expect(spanish.type).toMatch(/^El /);
    expect(spanish.description).not.toBe(data.description);
    await as(context.app, user).put('/api/language', { language: 'en' });

    await as(context.app, user).post('/api/preferences/reset');
    expect((await as(context.app, user).get('/api/profile')).statusCode).toBe(404);
  });

  it('is signed-in only', async () => {
    expect((await as(context.app, null).get('/api/profile')).statusCode).toBe(401);
  });
});

describe('learning profile edit', () => {
  it('validates with the spec messages and the option lists', async () => {
    const user = await registerUser(context.app);
    const cases: Array<[object, string]> = [
      [{ displayName: 'Al' }, 'Display name must be at least 3 characters'],
      [{ avatarUrl: 'not a url' }, 'Please enter a valid URL'],
      [{ avatarUrl: 'http://insecure.example/a.png' }, 'Please enter a valid URL'],
      [{ learningInterests: ['Basket weaving'] }, 'Please choose from the list'],
    ];
    for (const [body, message] of cases) {
      const response = await as(context.app, user).patch('/api/users/profile', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await as(context.app, user).patch('/api/users/profile', { isAdmin: true })).statusCode).toBe(400);
    expect((await as(context.app, null).patch('/api/users/profile', { displayName: 'Guest' })).statusCode).toBe(401);
  });

  it('saves the fields and the auth status shows them', async () => {
    const user = await registerUser(context.app);
    await setLearningProfile(user, { displayName: 'Grace Hopper', avatarUrl: 'https://example.com/grace.png', ...stakerProfile });
    const status = await as(context.app, user).get('/api/auth/status');
    expect(status.json()).toMatchObject({ displayName: 'Grace Hopper', avatarUrl: 'https://example.com/grace.png', ...stakerProfile });
  });
});

describe('matching', () => {
  it('answers the swipe first; the match follows as a job and arrives live as new_match', async () => {
    const ivan = await registerUser(context.app, { displayName: 'Ivan' });
    const judy = await registerUser(context.app, { displayName: 'Judy' });
    await setLearningProfile(ivan, stakerProfile);
    await setLearningProfile(judy, traderProfile);
    await swipe(ivan, [1, 2, 5, 12, 20]);
    await swipe(judy, [1, 2, 5, 12]);
    const celebration = new Promise<ServerEvent>((resolve) => {
      void userChannel.subscribeUser(ivan.id, (event) => {
        if (event.type === 'new_match') resolve(event);
      });
    });
    const last = await as(context.app, judy).post('/api/preferences', { coinId: 20, liked: true });
    expect(last.statusCode).toBe(200);
    expect(await celebration).toMatchObject({ type: 'new_match', matchedUser: expect.objectContaining({ id: judy.id }) });
  });

  it('matches two complementary users exactly once, tells both, and explains why', async () => {
    const alice = await registerUser(context.app, { displayName: 'Alice' });
    const bob = await registerUser(context.app, { displayName: 'Bob' });
    const aliceEvents = collectEvents(alice.id);
    const bobEvents = collectEvents(bob.id);
    await setLearningProfile(alice, stakerProfile);
    await setLearningProfile(bob, traderProfile);
    await swipe(alice, [1, 2, 5, 12, 20]);
    await swipe(bob, [1, 2, 5, 12, 20]);

    const aliceMatches = (await as(context.app, alice).get('/api/matches')).json();
    const withBob = aliceMatches.filter((match: { matchedUser: { id: number } }) => match.matchedUser.id === bob.id);
    expect(withBob).toHaveLength(1);
    const match = withBob[0];
    expect(match.matchScore).toBeGreaterThanOrEqual(50);
    expect(match.matchedUser).toMatchObject({ displayName: 'Bob' });
    expect(match.reasons.map((reason: { text: string }) => reason.text)).toEqual(expect.arrayContaining(['You can teach them Staking', 'They can teach you Trading']));
    expect(match.reasons.some((reason: { kind: string }) => reason.kind === 'difference')).toBe(true);
    expect(match.breakdown.mutualTeachingBonus).toBeGreaterThan(0);

    const bobView = (await as(context.app, bob).get(`/api/matches/${match.id}`)).json();
    expect(bobView.matchedUser.id).toBe(alice.id);
    expect(bobView.reasons.map((reason: { text: string }) => reason.text)).toContain('You can teach them Trading');

    expect(aliceEvents).toContainEqual(expect.objectContaining({ type: 'new_match', matchId: match.id, matchedUser: expect.objectContaining({ id: bob.id }) }));
    expect(bobEvents).toContainEqual(expect.objectContaining({ type: 'new_match', matchId: match.id, matchedUser: expect.objectContaining({ id: alice.id }) }));

    // More swipes and edits never create a second match for the pair.
    await swipe(alice, [6, 7]);
    await setLearningProfile(bob, { ...traderProfile, communicationStyle: 'Casual' });
    const after = (await as(context.app, bob).get('/api/matches')).json();
    expect(after.filter((entry: { matchedUser: { id: number } }) => entry.matchedUser.id === alice.id)).toHaveLength(1);
  });

  it('creates one match when both users swipe at the same moment', async () => {
    const carol = await registerUser(context.app);
    const dave = await registerUser(context.app);
    await setLearningProfile(carol, stakerProfile);
    await setLearningProfile(dave, traderProfile);
    await swipe(carol, [1, 2, 3, 4]);
    await swipe(dave, [1, 2, 3, 4]);
    await Promise.all([swipe(carol, [5]), swipe(dave, [5])]);
    const carolMatches = (await as(context.app, carol).get('/api/matches')).json();
    expect(carolMatches.filter((entry: { matchedUser: { id: number } }) => entry.matchedUser.id === dave.id)).toHaveLength(1);
  });

  it('never matches users who cannot teach each other anything, nor anyone with themselves', async () => {
    const loner = await registerUser(context.app);
    await setLearningProfile(loner, { expertiseAreas: ['Beginner'], learningInterests: [], learningGoals: [] });
    await swipe(loner, [1, 2, 3, 4, 5]);
    expect((await as(context.app, loner).get('/api/matches')).json()).toEqual([]);
  });

  it('needs one of the two to teach the other: a shared interest and alike styles are not enough', async () => {
    // The weak match of old: both want Security, learn and talk alike, swipe alike, and teach nothing the other wants.
    const carol = await registerUser(context.app);
    const dan = await registerUser(context.app);
    const alike = { learningInterests: ['Security'], learningGoals: [], preferredLearningStyle: 'Visual', communicationStyle: 'Direct' };
    await setLearningProfile(carol, { ...alike, expertiseAreas: ['Mining'] });
    await setLearningProfile(dan, { ...alike, expertiseAreas: ['DeFi'] });
    await swipe(carol, [1, 2, 5, 12, 20]);
    await swipe(dan, [1, 2, 5, 12, 20]);
    const withDan = async () => (await as(context.app, carol).get('/api/matches')).json().filter((entry: { matchedUser: { id: number } }) => entry.matchedUser.id === dan.id);
    expect(await withDan()).toEqual([]);
    // Dan learns Security well enough to teach it: now one can teach the other, and the reasons say what.
    await setLearningProfile(dan, { ...alike, expertiseAreas: ['DeFi', 'Security'] });
    await context.app.services.jobs.drained();
    const [match] = await withDan();
    expect(match, 'a one-way teaching pair that learns alike matches').toBeDefined();
    expect(match.matchScore).toBeGreaterThanOrEqual(50);
    expect(match.breakdown.mutualTeachingBonus).toBe(0);
    const carolReasons = match.reasons.map((reason: { text: string }) => reason.text);
    expect(carolReasons[0]).toBe('They can teach you Security');
    expect(carolReasons.some((text: string) => text.startsWith('You can teach them'))).toBe(false);
    const danView = (await as(context.app, dan).get(`/api/matches/${match.id}`)).json();
    expect(danView.reasons[0].text).toBe('You can teach them Security');
  });

  it('hides a match from everyone but its two users', async () => {
    const erin = await registerUser(context.app);
    const frank = await registerUser(context.app);
    const mallory = await registerUser(context.app);
    await setLearningProfile(erin, stakerProfile);
    await setLearningProfile(frank, traderProfile);
    await swipe(erin, [1, 2, 3, 4, 5]);
    await swipe(frank, [1, 2, 3, 4, 5]);
    const [match] = (await as(context.app, erin).get('/api/matches')).json().filter((entry: { matchedUser: { id: number } }) => entry.matchedUser.id === frank.id);
    expect(match).toBeDefined();
    const asMallory = await as(context.app, mallory).get(`/api/matches/${match.id}`);
    expect(asMallory.statusCode).toBe(404);
    expect(asMallory.json().code).toBe('NOT_FOUND');
    expect((await as(context.app, mallory).get('/api/matches/999999')).json().code).toBe('NOT_FOUND');
    expect((await as(context.app, null).get(`/api/matches/${match.id}`)).statusCode).toBe(401);
    expect((await as(context.app, erin).get('/api/matches/abc')).statusCode).toBe(400);
    const malloryList = (await as(context.app, mallory).get('/api/matches')).json();
    expect(malloryList.some((entry: { id: number }) => entry.id === match.id)).toBe(false);
  });
});

describe('matching when the live bus is down', () => {
  it('still forms the match and answers the swipe that formed it with 200', async () => {
    const failing = { ...createInProcessUserChannel(), publishToUser: () => Promise.reject(new Error('bus down')) };
    const broken = await createTestContext({ userChannel: failing });
    try {
      const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => as(broken.app, user).send(method, url, payload);
      const grace = await registerUser(broken.app);
      const heidi = await registerUser(broken.app);
      expect((await call(grace, 'PATCH', '/api/users/profile', stakerProfile)).statusCode).toBe(200);
      expect((await call(heidi, 'PATCH', '/api/users/profile', traderProfile)).statusCode).toBe(200);
      for (const user of [grace, heidi]) {
        for (const coinId of [1, 2, 5, 12, 20]) expect((await call(user, 'POST', '/api/preferences', { coinId, liked: true })).statusCode).toBe(200);
      }
      await broken.app.services.jobs.drained();
      const graceMatches = (await call(grace, 'GET', '/api/matches')).json();
      expect(graceMatches.filter((entry: { matchedUser: { id: number } }) => entry.matchedUser.id === heidi.id)).toHaveLength(1);
      const heidiMatches = (await call(heidi, 'GET', '/api/matches')).json();
      expect(heidiMatches.filter((entry: { matchedUser: { id: number } }) => entry.matchedUser.id === grace.id)).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});

describe('candidate index sync (docs/decisions/028)', () => {
  it('reads what changed since a sync: a profile save, a swipe and a ban, each from any instance', async () => {
    const source = candidateIndexSource(context.database.db);
    const user = await registerUser(context.app);
    await swipe(user, [1, 2, 3, 4, 5]);
    await setLearningProfile(user, stakerProfile);
    const ids = (changed: { rows: { userId: number }[] }) => changed.rows.map((row) => row.userId);

    const afterSetup = await source.now();
    expect(ids(await source.changedSince(afterSetup))).not.toContain(user.id);

    await setLearningProfile(user, traderProfile);
    const saved = (await source.changedSince(afterSetup)).rows.find((row) => row.userId === user.id);
    expect(saved).toMatchObject({ teachTopics: ['trading'], learnTopics: ['staking'], banned: false });

    const afterSave = await source.now();
    await swipe(user, [6]);
    expect(ids(await source.changedSince(afterSave))).toContain(user.id);

    const afterSwipe = await source.now();
    await context.database.db.transaction((tx) => restrictAccount(tx, user.id, { bannedAt: new Date() }));
    expect((await source.changedSince(afterSwipe)).rows.find((row) => row.userId === user.id)?.banned).toBe(true);
  });
});
