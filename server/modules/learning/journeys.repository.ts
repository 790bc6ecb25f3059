import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journeys } from '../../db/schema';

export type JourneyRow = typeof journeys.$inferSelect;

export async function listJourneys(db: Executor): Promise<JourneyRow[]> {
  return db.select().from(journeys).orderBy(asc(journeys.id));
}

export async function listJourneysWithModule(db: Executor, moduleId: number): Promise<JourneyRow[]> {
  return db
    .select()
    .from(journeys)
    .where(sql`${journeys.steps} @> ${JSON.stringify([moduleId])}::jsonb`)
    .orderBy(asc(journeys.id));
}
