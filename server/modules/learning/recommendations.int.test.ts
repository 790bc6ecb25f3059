import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { api, takeQuiz } from './learning-test-helpers';

let context: TestContext;
let client: ReturnType<typeof api>;
beforeAll(async () => {
  context = await createTestContext();
  client = api(context);
});
afterAll(async () => {
  await context.close();
});

interface Recommendation {
  module: { id: number; title: string; topics: string[] };
  reason: string;
}

const recommended = async (user: Awaited<ReturnType<typeof registerUser>>) => {
  const response = await client.get('/api/learning/modules/recommended', user);
  expect(response.statusCode).toBe(200);
  return response.json() as Recommendation[];
};

describe('recommended modules', () => {
  it('need a session', async () => {
    expect((await client.get('/api/learning/modules/recommended')).statusCode).toBe(401);
  });

  it('offer a new learner only entry points, leading towards what they want', async () => {
    const user = await registerUser(context.app);
    await context.database.db
      .update(users)
      .set({ learningInterests: ['DeFi'] })
      .where(eq(users.id, user.id));
    const modules = (await client.get('/api/learning/modules')).json() as Array<{ id: number; prerequisites: number[] }>;
    const entryPoints = modules.filter((module) => module.prerequisites.length === 0).map((module) => module.id);
    const offered = await recommended(user);
    expect(offered.length).toBeGreaterThan(0);
    for (const item of offered) expect(entryPoints).toContain(item.module.id);
    expect(offered[0]!.reason).toMatch(/^(Unlocks|A step towards) "/);
  });

  it("change when the learner's interests and goals change, each with a one-line reason", async () => {
    const user = await registerUser(context.app);
    await client.start(user, 1);
    await takeQuiz(context, user, 1, 'all');
    const before = await recommended(user);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((item) => item.reason.length > 0 && !item.reason.includes('\n'))).toBe(true);
    expect(before.some((item) => item.reason.includes('DeFi'))).toBe(false);

    // The profile editor is another feature; set the columns it writes directly.
    await context.database.db
      .update(users)
      .set({ learningInterests: ['DeFi'] })
      .where(eq(users.id, user.id));
    const withInterest = await recommended(user);
    expect(withInterest.map((item) => item.reason)).not.toEqual(before.map((item) => item.reason));
    expect(withInterest[0]!.reason).toBe('Matches your interest in DeFi');

    await context.database.db
      .update(users)
      .set({ learningInterests: [], learningGoals: ['Learn crypto security best practices'] })
      .where(eq(users.id, user.id));
    const withGoal = await recommended(user);
    expect(withGoal[0]!.reason).toBe('Works towards your goal: Learn crypto security best practices');
    expect(withGoal[0]!.module.topics).toContain('security');
  });

  it('follow liked coins and never include a completed module', async () => {
    const user = await registerUser(context.app);
    const like = await client.post('/api/preferences', user, { coinId: 44, liked: true });
    expect(like.statusCode).toBe(200);
    // The Chiliz module builds on Bitcoin Basics: first the step towards it, then the module itself.
    expect((await recommended(user))[0]).toMatchObject({ module: { id: 1 }, reason: expect.stringMatching(/^Unlocks "Fan Tokens/) });
    await client.start(user, 1);
    await takeQuiz(context, user, 1, 'all');
    const fromCoin = await recommended(user);
    expect(fromCoin[0]).toMatchObject({ reason: 'Because you liked Chiliz' });
    const moduleId = fromCoin[0]!.module.id;

    await client.start(user, moduleId);
    await takeQuiz(context, user, moduleId, 'all');
    const afterCompletion = await recommended(user);
    expect(afterCompletion.map((item) => item.module.id)).not.toContain(moduleId);
  });
});

describe('skills', () => {
  it('start at zero and grow per topic from completed modules', async () => {
    const user = await registerUser(context.app);
    expect((await client.get('/api/learning/skills', user)).json()).toEqual({ skillLevel: 0, skills: [] });
    expect((await client.get('/api/learning/skills')).statusCode).toBe(401);

    await client.start(user, 8);
    // A started module that is only failed adds nothing.
    await takeQuiz(context, user, 8, 0);
    expect((await client.get('/api/learning/skills', user)).json().skills).toEqual([]);

    await takeQuiz(context, user, 8, 'all');
    const skills = (await client.get('/api/learning/skills', user)).json();
    const mining = skills.skills.find((skill: { topic: string }) => skill.topic === 'mining');
    expect(mining).toMatchObject({ label: 'Mining', completedModules: 1 });
    expect(mining.level).toBeGreaterThan(0);
    expect(mining.level).toBeLessThanOrEqual(10);
    expect(skills.skillLevel).toBeGreaterThan(0);
  });
});
