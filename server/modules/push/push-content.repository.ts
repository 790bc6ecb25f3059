/** What a push may say, read at send time (read-only: messages, matches, blocks and journeys are other modules'). */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, journeys, matches, messages, users } from '../../db/schema';

export async function findMessageForPush(db: Executor, messageId: number) {
  const [row] = await db
    .select({
      id: messages.id,
      matchId: messages.matchId,
      senderId: messages.senderId,
      content: messages.content,
      kind: messages.kind,
      hiddenAt: messages.hiddenAt,
      removedAt: messages.removedAt,
      warningKind: messages.warningKind,
    })
    .from(messages)
    .where(eq(messages.id, messageId))
    .limit(1);
  return row;
}

/** The match still joins exactly these two users (not removed, not blocked since). */
export async function isLivePair(db: Executor, matchId: number, userA: number, userB: number): Promise<boolean> {
  const [low, high] = [Math.min(userA, userB), Math.max(userA, userB)];
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.userLowId, low), eq(matches.userHighId, high)))
    .limit(1);
  if (!match) return false;
  const [ended] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.userLowId, low), eq(blocks.userHighId, high)))
    .limit(1);
  return !ended;
}

export async function findDisplayName(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.displayName;
}

export async function findJourneyName(db: Executor, journeyId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: journeys.name }).from(journeys).where(eq(journeys.id, journeyId)).limit(1);
  return row?.name;
}

/** Every current match (both partners), for the pair-streak reminder. */
export async function listMatchesOf(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const ids = [...new Set(userIds)];
  return db
    .select({ matchId: matches.id, userLowId: matches.userLowId, userHighId: matches.userHighId, createdAt: matches.createdAt })
    .from(matches)
    .where(or(inArray(matches.userLowId, ids), inArray(matches.userHighId, ids)));
}

/** The language the person reads (docs/decisions/056-translations.md); null: not chosen (English). */
export async function findLanguage(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}
