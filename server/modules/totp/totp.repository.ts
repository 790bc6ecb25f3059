import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { totpFactors, totpRecoveryCodes, totpSignIns } from '../../db/schema';

export type TotpFactorRow = typeof totpFactors.$inferSelect;

export async function findFactor(db: Executor, userId: number): Promise<TotpFactorRow | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new pending secret replaces any earlier pending one; an enabled factor is never overwritten. */
export async function upsertPendingFactor(db: Executor, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, failedAttempts: 0, lockedUntil: null, lastUsedStep: null, createdAt: new Date() }, setWhere: isNull(totpFactors.enabledAt) })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Takes the code's time step if it is newer than the last one accepted (one statement: two racing uses of
 * one code cannot both pass), clears the failures, and enables a pending factor when `enable`.
 */
export async function acceptStep(db: Executor, userId: number, step: number, at: Date, enable: boolean): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, failedAttempts: 0, lockedUntil: null, ...(enable && { enabledAt: at }) })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/** Counts a wrong code; the `limit`-th in a row locks the factor until `lockUntil`. */
export async function recordFailure(db: Executor, userId: number, limit: number, lockUntil: Date): Promise<void> {
  await db
    .update(totpFactors)
    .set({
      failedAttempts: sql`case when ${totpFactors.failedAttempts} + 1 >= ${limit} then 0 else ${totpFactors.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${totpFactors.failedAttempts} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${totpFactors.lockedUntil} end`,
    })
    .where(eq(totpFactors.userId, userId));
}

export async function deleteFactor(db: Executor, userId: number): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await db.delete(totpSignIns).where(eq(totpSignIns.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await db.insert(totpRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused recovery code of the user (single use, even under a race). */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(totpRecoveryCodes.userId, userId), eq(totpRecoveryCodes.codeHash, codeHash), isNull(totpRecoveryCodes.usedAt)))
    .returning({ id: totpRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Stores a pending sign-in, clearing the expired ones on the way. */
export async function insertSignIn(db: Executor, values: typeof totpSignIns.$inferInsert, now: Date): Promise<void> {
  await db.delete(totpSignIns).where(lt(totpSignIns.expiresAt, now));
  await db.insert(totpSignIns).values(values);
}

export async function findSignIn(db: Executor, id: string, now: Date): Promise<typeof totpSignIns.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(totpSignIns)
    .where(and(eq(totpSignIns.id, id), gt(totpSignIns.expiresAt, now)));
  return row;
}

export async function deleteSignIn(db: Executor, id: string): Promise<void> {
  await db.delete(totpSignIns).where(eq(totpSignIns.id, id));
}
