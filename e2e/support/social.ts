/** Social fixtures: learning profiles, swipes and matched pairs, all through the API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { TEACHES_STAKING, TEACHES_TRADING } from '../../server/test/learning-profiles';

export { TEACHES_STAKING, TEACHES_TRADING };


export async function setLearningProfile(request: APIRequestContext, profile: object): Promise<void> {
  const response = await request.patch('/api/users/profile', { data: profile });
  expect(response.status(), await response.text()).toBe(200);
}

export async function swipeViaApi(request: APIRequestContext, coinIds: number[], liked = true): Promise<void> {
  for (const coinId of coinIds) {
    const response = await request.post('/api/preferences', { data: { coinId, liked } });
    expect(response.status()).toBe(200);
  }
}

/** Both requests must already be signed in as two different users. Returns the match id. */
export async function makeMatch(teacherOfStaking: APIRequestContext, teacherOfTrading: APIRequestContext, otherUserId: number): Promise<number> {
  await setLearningProfile(teacherOfStaking, TEACHES_STAKING);
  await setLearningProfile(teacherOfTrading, TEACHES_TRADING);
  await swipeViaApi(teacherOfTrading, [1, 2, 5, 12, 20]);
  await swipeViaApi(teacherOfStaking, [1, 2, 5, 12, 20]);
  const matches = (await (await teacherOfStaking.get('/api/matches')).json()) as Array<{ id: number; matchedUser: { id: number } }>;
  const match = matches.find((entry) => entry.matchedUser.id === otherUserId);
  expect(match, 'the two users should have matched').toBeDefined();
  return (match as { id: number }).id;
}
