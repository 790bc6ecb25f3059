import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens, userEmails } from '../../db/schema';

export type UserEmailRow = typeof userEmails.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type TokenPurpose = EmailTokenRow['purpose'];

export async function findByUser(db: Executor, userId: number): Promise<UserEmailRow | undefined> {
  const [row] = await db.select().from(userEmails).where(eq(userEmails.userId, userId)).limit(1);
  return row;
}

/** The account whose verified address has this key. */
export async function findByVerifiedKey(db: Executor, addressKey: string): Promise<UserEmailRow | undefined> {
  const [row] = await db.select().from(userEmails).where(eq(userEmails.addressKey, addressKey)).limit(1);
  return row;
}

/** The account has no address any more, verified or pending. */
export async function deleteByUser(db: Executor, userId: number): Promise<void> {
  await db.delete(userEmails).where(eq(userEmails.userId, userId));
}

export async function setPending(db: Executor, userId: number, pendingAddress: string | null): Promise<void> {
  await db
    .insert(userEmails)
    .values({ userId, pendingAddress })
    .onConflictDoUpdate({ target: userEmails.userId, set: { pendingAddress, updatedAt: sql`now()` } });
}

/** The pending address becomes the verified one. False when another account verified it first (unique key). */
export async function promotePending(db: Executor, userId: number, address: string, addressKey: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(userEmails)
    .values({ userId, address, addressKey, verifiedAt: at, pendingAddress: null })
    .onConflictDoUpdate({ target: userEmails.userId, set: { address, addressKey, verifiedAt: at, pendingAddress: null, updatedAt: sql`now()` } })
    .returning({ userId: userEmails.userId })
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      if (error.code === '23505' || error.cause?.code === '23505') return [];
      throw error;
    });
  return rows.length > 0;
}

export async function insertToken(db: Executor, values: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** A token that can still be used: unknown, used or expired ones are not returned. */
export async function findUsableToken(db: Executor, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .limit(1);
  return row;
}

/** Marks the token used, once: of two racing uses only one gets the row back. */
export async function consumeToken(db: Executor, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning();
  return row;
}

/** The user's other unused links of this purpose stop working (a newer one, or the job is done). */
export async function retireTokens(db: Executor, userId: number, purpose: TokenPurpose, now: Date, exceptHash?: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), exceptHash ? ne(emailTokens.tokenHash, exceptHash) : undefined));
}

/** Used or expired links are kept a day (they answer "already used" meanwhile), then deleted. */
export async function deleteStaleTokens(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, before), lt(emailTokens.usedAt, before)))
    .returning({ tokenHash: emailTokens.tokenHash });
  return rows.length;
}

export async function listTokensForExport(db: Executor, userId: number) {
  return db
    .select({ purpose: emailTokens.purpose, address: emailTokens.address, createdAt: emailTokens.createdAt, expiresAt: emailTokens.expiresAt, usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(eq(emailTokens.userId, userId))
    .orderBy(emailTokens.createdAt);
}
