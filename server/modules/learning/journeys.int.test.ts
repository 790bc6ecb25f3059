import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../../db/schema';
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

async function complete(user: Awaited<ReturnType<typeof registerUser>>, moduleId: number) {
  await client.start(user, moduleId);
  const result = (await takeQuiz(context, user, moduleId, 'all')).json();
  expect(result.completedNow).toBe(true);
}

describe('journeys', () => {
  it('list every journey with its ordered step modules, for guests too', async () => {
    const response = await client.get('/api/learning/journeys');
    expect(response.statusCode).toBe(200);
    const journeys = response.json();
    expect(journeys.length).toBeGreaterThanOrEqual(6);
    for (const journey of journeys) {
      expect(journey.modules.map((module: { id: number }) => module.id)).toEqual(journey.steps);
      expect(journey.requiredPoints).toBeGreaterThan(0);
    }
  });
});

describe('journey progress', () => {
  it("answers only for the caller's own id: 403 for another id, 401 for a guest", async () => {
    const owner = await registerUser(context.app);
    const other = await registerUser(context.app);
    expect((await client.get(`/api/learning/journeys/progress/${owner.id}`, other)).statusCode).toBe(403);
    expect((await client.get(`/api/learning/journeys/progress/${owner.id}`)).statusCode).toBe(401);
    expect((await client.get('/api/learning/journeys/progress/abc', owner)).statusCode).toBe(400);
    expect((await client.get(`/api/learning/journeys/progress/${owner.id}`, owner)).statusCode).toBe(200);
  });

  it('derives the current and completed steps from module progress', async () => {
    const user = await registerUser(context.app);
    const journeys = (await client.get('/api/learning/journeys')).json() as Array<{ id: number; steps: number[] }>;
    const foundations = journeys.find((journey) => journey.id === 1)!;
    const [firstStep] = foundations.steps;

    const before = (await client.get(`/api/learning/journeys/progress/${user.id}`, user)).json();
    expect(before.find((entry: { journeyId: number }) => entry.journeyId === 1)).toMatchObject({
      userId: user.id,
      currentStep: 0,
      completedSteps: [],
      startedAt: null,
      lastActivity: null,
      completed: false,
      completedAt: null,
    });

    await client.start(user, firstStep!);
    const started = (await client.get(`/api/learning/journeys/progress/${user.id}`, user)).json();
    expect(started.find((entry: { journeyId: number }) => entry.journeyId === 1)).toMatchObject({ currentStep: 0, completedSteps: [] });
    expect(started.find((entry: { journeyId: number }) => entry.journeyId === 1).startedAt).not.toBeNull();

    await complete(user, firstStep!);
    const after = (await client.get(`/api/learning/journeys/progress/${user.id}`, user)).json();
    expect(after.find((entry: { journeyId: number }) => entry.journeyId === 1)).toMatchObject({ currentStep: 1, completedSteps: [firstStep] });

    // Completing a later step first does not move the current step past the first open one.
    await complete(user, foundations.steps[2]!);
    const skipped = (await client.get(`/api/learning/journeys/progress/${user.id}`, user)).json();
    expect(skipped.find((entry: { journeyId: number }) => entry.journeyId === 1)).toMatchObject({
      currentStep: 1,
      completedSteps: [firstStep, foundations.steps[2]],
    });
  });

  it('marks a journey completed, with its time and reward, when its last step completes', async () => {
    const user = await registerUser(context.app);
    const journeys = (await client.get('/api/learning/journeys')).json() as Array<{ id: number; steps: number[]; requiredPoints: number }>;
    const shortest = [...journeys].sort((a, b) => a.steps.length - b.steps.length)[0]!;
    for (const step of shortest.steps) await complete(user, step);
    const progress = (await client.get(`/api/learning/journeys/progress/${user.id}`, user)).json();
    const entry = progress.find((item: { journeyId: number }) => item.journeyId === shortest.id);
    expect(entry).toMatchObject({ completed: true, currentStep: shortest.steps.length, completedSteps: shortest.steps });
    expect(entry.completedAt).not.toBeNull();
    const rewards = await context.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.idempotencyKey, `journey:${shortest.id}`)));
    expect(rewards).toMatchObject([{ points: shortest.requiredPoints }]);
  });
});
