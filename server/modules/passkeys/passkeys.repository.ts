import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passkeys, webauthnChallenges } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;

/** Stores a challenge, clearing the expired ones on the way (the table holds only minutes of them). */
export async function insertChallenge(db: Executor, values: Omit<ChallengeRow, 'createdAt'>, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(values);
}

/**
 * Takes the challenge if it is unexpired, of this purpose and bound to this session or cookie: one
 * statement, so two answers racing for it cannot both have it. A challenge bound elsewhere stays (an
 * attacker cannot burn someone else's).
 */
export async function consumeChallenge(db: Executor, where: { challenge: string; purpose: ChallengeRow['purpose']; bindingHash: string }, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, where.challenge),
        eq(webauthnChallenges.purpose, where.purpose),
        eq(webauthnChallenges.bindingHash, where.bindingHash),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function listUserPasskeys(db: Executor, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countUserPasskeys(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.value ?? 0;
}

export async function findByCredentialId(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/**
 * Adds the passkey unless the user already holds `max` of them or the credential is registered already
 * (to anyone): the count runs under a per-user advisory lock, so concurrent additions cannot pass the cap.
 */
export async function insertPasskeyCapped(
  tx: Executor,
  values: Omit<PasskeyRow, 'id' | 'createdAt' | 'lastUsedAt'>,
  max: number,
): Promise<{ status: 'added'; row: PasskeyRow } | { status: 'full' | 'duplicate' }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('passkeys'), ${values.userId})`);
  if ((await countUserPasskeys(tx, values.userId)) >= max) return { status: 'full' };
  const [row] = await tx.insert(passkeys).values(values).onConflictDoNothing({ target: passkeys.credentialId }).returning();
  return row ? { status: 'added', row } : { status: 'duplicate' };
}

/**
 * Records a use: the new counter and the time, only if the counter is still the one the verification saw
 * (two assertions racing with the same counter: one wins). False when another use got there first.
 */
export async function recordUse(db: Executor, id: number, seenCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seenCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Deletes one passkey of the user; false when the user has no passkey with that id. */
export async function deleteUserPasskey(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
