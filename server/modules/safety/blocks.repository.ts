import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks } from '../../db/schema';

export type PairEndKind = (typeof blocks.$inferSelect)['kind'];

/** Records that the pair ended its match; a block overrides an earlier unmatch of the same pair. */
export async function recordPairEnd(db: Executor, values: { blockerId: number; otherUserId: number; kind: PairEndKind }): Promise<void> {
  await db
    .insert(blocks)
    .values({
      userLowId: Math.min(values.blockerId, values.otherUserId),
      userHighId: Math.max(values.blockerId, values.otherUserId),
      blockerId: values.blockerId,
      kind: values.kind,
    })
    .onConflictDoUpdate({
      target: [blocks.userLowId, blocks.userHighId],
      set: { kind: values.kind, blockerId: values.blockerId },
      setWhere: eq(blocks.kind, 'unmatched'),
    });
}

export async function findPairEnd(db: Executor, userA: number, userB: number): Promise<{ kind: PairEndKind } | undefined> {
  const [row] = await db
    .select({ kind: blocks.kind })
    .from(blocks)
    .where(and(eq(blocks.userLowId, Math.min(userA, userB)), eq(blocks.userHighId, Math.max(userA, userB))))
    .limit(1);
  return row;
}
