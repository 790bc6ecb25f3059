/** The push tables (docs/decisions/052-push-and-reminders.md); only this module writes them. */
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushDeliveries, pushKindResumes, pushSettings, pushSubscriptions, users } from '../../db/schema';

export type PushSettingsRow = typeof pushSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function findSettings(db: Executor, userId: number): Promise<PushSettingsRow | undefined> {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId)).limit(1);
  return row;
}

export async function upsertSettings(db: Executor, userId: number, values: Omit<PushSettingsRow, 'userId' | 'updatedAt'>): Promise<void> {
  const now = new Date();
  await db
    .insert(pushSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: pushSettings.userId, set: { ...values, updatedAt: now } });
}

export async function findUser(db: Executor, userId: number): Promise<{ id: number; displayName: string; timeZone: string } | undefined> {
  const [row] = await db.select({ id: users.id, displayName: users.displayName, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function listSubscriptions(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
}

export async function countSubscriptions(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/** A browser's endpoint belongs to whoever subscribed it last (a shared computer changing hands). */
export async function upsertSubscription(db: Executor, userId: number, input: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: input.p256dh, auth: input.auth, createdAt: new Date() } });
}

export async function deleteSubscription(db: Executor, userId: number, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Users with at least one subscription (the reminder job's population). */
export async function listSubscribedUserIds(db: Executor): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
  return rows.map((row) => row.userId);
}

export async function countDeliveriesOnDay(db: Executor, userId: number, localDay: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.userId, userId), eq(pushDeliveries.localDay, localDay)));
  return Number(row?.n ?? 0);
}

/** Serialises the cap check and the insert of one user's pushes (across instances on PostgreSQL). */
export async function lockUserPushes(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(52052, ${userId})`);
}

/** Records a push; undefined when its slot was already taken (the reminder went out already). */
export async function insertDelivery(db: Executor, values: { userId: number; kind: string; localDay: string; slot: string | null; sentAt: Date }): Promise<number | undefined> {
  const rows = await db.insert(pushDeliveries).values(values).onConflictDoNothing().returning({ id: pushDeliveries.id });
  return rows[0]?.id;
}

export async function deleteDelivery(db: Executor, id: number): Promise<void> {
  await db.delete(pushDeliveries).where(eq(pushDeliveries.id, id));
}

export async function markClicked(db: Executor, userId: number, deliveryId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(pushDeliveries)
    .set({ clickedAt: at })
    .where(and(eq(pushDeliveries.id, deliveryId), eq(pushDeliveries.userId, userId)))
    .returning({ id: pushDeliveries.id });
  return rows.length > 0;
}

/** The last `limit` pushes of a kind since `after`, newest first, with whether each was tapped. */
export async function recentDeliveries(db: Executor, userId: number, kind: string, after: Date | undefined, limit: number): Promise<{ clicked: boolean }[]> {
  const rows = await db
    .select({ clickedAt: pushDeliveries.clickedAt })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.userId, userId), eq(pushDeliveries.kind, kind), after ? gt(pushDeliveries.sentAt, after) : undefined))
    .orderBy(desc(pushDeliveries.sentAt), desc(pushDeliveries.id))
    .limit(limit);
  return rows.map((row) => ({ clicked: row.clickedAt !== null }));
}

export async function listResumes(db: Executor, userId: number): Promise<Map<string, Date>> {
  const rows = await db.select().from(pushKindResumes).where(eq(pushKindResumes.userId, userId));
  return new Map(rows.map((row) => [row.kind, row.resumedAt]));
}

export async function upsertResume(db: Executor, userId: number, kind: string, at: Date): Promise<void> {
  await db
    .insert(pushKindResumes)
    .values({ userId, kind, resumedAt: at })
    .onConflictDoUpdate({ target: [pushKindResumes.userId, pushKindResumes.kind], set: { resumedAt: at } });
}

export async function readExport(db: Executor, userId: number) {
  const [subscriptions, deliveries] = await Promise.all([
    db
      .select({ endpointHost: sql<string>`split_part(${pushSubscriptions.endpoint}, '/', 3)`, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    db
      .select({ kind: pushDeliveries.kind, sentAt: pushDeliveries.sentAt, clickedAt: pushDeliveries.clickedAt })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.userId, userId))
      .orderBy(desc(pushDeliveries.sentAt))
      .limit(1000),
  ]);
  return { subscriptions, deliveries };
}
