/**
 * Helpers for the Office integration tests: real activity through the learning and vocabulary APIs, and
 * matches and messages written the way the matching and chat services write them (row + ledger entry in
 * one transaction), plus a bus that records what it publishes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { POINTS } from '../../../shared/constants/gamification';
import type { ServerEvent } from '../../../shared/live/events';
import type { Database } from '../../db/client';
import { matches, messages, pointsLedger, quizDraws, quizQuestions, userAchievements } from '../../db/schema';
import type { MatchFactorBreakdown } from '../../db/schema/social';
import { createInProcessUserChannel, type UserChannel } from '../../live/user-channel';
import type { TestContext, TestUser } from '../../test/test-app';
import { awardPoints } from './points-ledger';

export function createRecordingUserChannel(): { userChannel: UserChannel; events: Array<{ userId: number; event: ServerEvent }> } {
  const inner = createInProcessUserChannel();
  const events: Array<{ userId: number; event: ServerEvent }> = [];
  return {
    events,
    userChannel: {
      ...inner,
      publishToUser: async (userId, event) => {
        events.push({ userId, event });
        await inner.publishToUser(userId, event);
      },
    },
  };
}

export function request(context: TestContext) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, user?: TestUser, payload?: unknown) =>
    context.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/**
 * Starts the module and submits a fully correct quiz `times` times at once: `times` attempts are drawn
 * first (each draw has its own questions and option order, read from the database), then all are submitted
 * together.
 */
export async function completeModule(context: TestContext, user: TestUser, moduleId: number, times = 1): Promise<void> {
  const call = request(context);
  const start = await call('POST', '/api/learning/progress', user, { moduleId });
  if (start.statusCode >= 300 && start.statusCode !== 409) throw new Error(`start failed ${start.statusCode}: ${start.body}`);
  const correct = new Map((await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, moduleId))).map((row) => [row.id, row.correctAnswer]));
  const submissions: Array<{ attemptId: number; answers: Record<string, number> }> = [];
  for (let index = 0; index < times; index += 1) {
    const drawn = await call('POST', `/api/learning/modules/${moduleId}/quiz/attempts`, user);
    if (drawn.statusCode !== 201) throw new Error(`draw failed ${drawn.statusCode}: ${drawn.body}`);
    const { attemptId } = drawn.json() as { attemptId: number };
    const [draw] = await context.database.db.select().from(quizDraws).where(eq(quizDraws.id, attemptId));
    if (!draw) throw new Error(`draw ${attemptId} not stored`);
    const answers = Object.fromEntries(draw.questionIds.map((id, position) => [String(id), draw.optionOrders[position]!.indexOf(correct.get(id)!)]));
    submissions.push({ attemptId, answers });
  }
  const responses = await Promise.all(submissions.map((submission) => call('POST', `/api/learning/modules/${moduleId}/quiz`, user, submission)));
  for (const response of responses) if (response.statusCode !== 200) throw new Error(`quiz failed ${response.statusCode}: ${response.body}`);
  // The completion's achievements are evaluated by a queued job (`module.completed` -> `achievements.evaluate`).
  await context.app.services.jobs.drained();
}

/** 'Mark as Mastered' (or 'Still Learning') for a term, `times` times at once. */
export async function reviewTerm(context: TestContext, user: TestUser, termId: number, { mastered = true, times = 1 } = {}): Promise<void> {
  const call = request(context);
  const responses = await Promise.all(Array.from({ length: times }, () => call('POST', '/api/vocabulary/user/progress', user, { termId, learned: true, mastered })));
  for (const response of responses) if (response.statusCode !== 200) throw new Error(`review failed ${response.statusCode}: ${response.body}`);
  // The review's achievements are evaluated by a queued job (`term.reviewed` -> `achievements.evaluate`).
  await context.app.services.jobs.drained();
}

/** A match between two users with POINTS.match each, as the matching service records it. */
export async function recordMatch(db: Database, userA: number, userB: number): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({ userLowId: Math.min(userA, userB), userHighId: Math.max(userA, userB), score: 80, breakdown: {} as MatchFactorBreakdown, reasons: [] })
      .onConflictDoNothing()
      .returning({ id: matches.id });
    if (!row) return undefined;
    for (const userId of [userA, userB]) {
      await awardPoints(tx, { userId, source: 'matches', points: POINTS.match, idempotencyKey: `match:${row.id}` });
    }
    return row.id;
  });
}

export async function findMatchId(db: Database, userA: number, userB: number): Promise<number> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.userLowId, Math.min(userA, userB)), eq(matches.userHighId, Math.max(userA, userB))));
  if (!row) throw new Error('no match');
  return row.id;
}

/** A message with POINTS.message, as the chat service records it; a retried clientId stores one. */
export async function recordMessage(db: Database, matchId: number, senderId: number, clientId: string): Promise<void> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new Error('no match');
  const recipientId = match.userLowId === senderId ? match.userHighId : match.userLowId;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values({ matchId, senderId, recipientId, content: 'gm', clientId }).onConflictDoNothing().returning({ id: messages.id });
    if (row) await awardPoints(tx, { userId: senderId, source: 'messaging', points: POINTS.message, idempotencyKey: `message:${row.id}` });
  });
}

export async function ledgerRows(db: Database, userId: number, idempotencyKey?: string) {
  return db
    .select()
    .from(pointsLedger)
    .where(idempotencyKey ? and(eq(pointsLedger.userId, userId), eq(pointsLedger.idempotencyKey, idempotencyKey)) : eq(pointsLedger.userId, userId));
}

export async function ledgerTotal(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

export async function achievementKeys(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ key: userAchievements.achievementKey }).from(userAchievements).where(eq(userAchievements.userId, userId));
  return rows.map((row) => row.key).sort();
}
