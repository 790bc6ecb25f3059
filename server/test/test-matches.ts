/** Makes two users who match, through the real API (learning profiles + 5 swipes each). */
import { expect } from 'vitest';
import { registerUser, type TestApp, type TestUser } from './test-app';
import { TEACHES_STAKING, TEACHES_TRADING } from './learning-profiles';

export async function createMatchedPair(app: TestApp, names: [string, string] = ['Alice', 'Bob']): Promise<{ a: TestUser; b: TestUser; matchId: number }> {
  const a = await registerUser(app, { displayName: names[0] });
  const b = await registerUser(app, { displayName: names[1] });
  for (const [user, profile] of [
    [a, TEACHES_STAKING],
    [b, TEACHES_TRADING],
  ] as const) {
    const patch = await app.inject({ method: 'PATCH', url: '/api/users/profile', payload: profile, headers: { cookie: user.cookie } });
    expect(patch.statusCode).toBe(200);
    for (const coinId of [1, 2, 5, 12, 20]) {
      await app.inject({ method: 'POST', url: '/api/preferences', payload: { coinId, liked: true }, headers: { cookie: user.cookie } });
    }
  }
  // Matching runs as a job after the swipe answered (`matching.run`).
  await app.services.jobs.drained();
  const matches = (await app.inject({ url: '/api/matches', headers: { cookie: a.cookie } })).json() as Array<{ id: number; matchedUser: { id: number } }>;
  const match = matches.find((entry) => entry.matchedUser.id === b.id);
  if (!match) throw new Error('the pair did not match');
  return { a, b, matchId: match.id };
}
