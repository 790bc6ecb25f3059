/**
 * The matching candidate index (docs/decisions/028-exact-candidates-from-a-compact-index.md, layout and scan
 * in docs/decisions/037-candidate-profile-classes-and-prepared-round-trips.md): every user with a personality, held in this process in a packed layout
 * (candidate-store.ts) that a matching run scans for the exact best K by the docs/design.md score. The K
 * chosen are then read again from the database and scored by `scoreMatch` itself.
 *
 * This file keeps it in step with the database before each run: it reads the users whose profile
 * (`users.profile_updated_at`, also stamped by a ban) or personality (`personalities.updated_at`) changed
 * since its last sync minus SYNC_OVERLAP_MS, so every instance sees every instance's writes.
 */
import { CandidateStore, type IndexedUser } from './candidate-store';

export type { IndexedUser, RankedCandidate } from './candidate-store';

export interface IndexSource {
  /** The database's clock (`now()`), so the watermark never depends on this machine's clock. */
  now(): Promise<Date>;
  /** Users with a personality and an id above `afterId`, ascending by id, at most `limit`. */
  page(afterId: number, limit: number): Promise<IndexedUser[]>;
  /** Users whose profile or personality changed at or after `since` (with a personality), and the
   *  database's clock, read in one statement. */
  changedSince(since: Date): Promise<{ now: Date; rows: IndexedUser[] }>;
}

/** A transaction that stamped a row this long before it committed is still seen by the next sync. */
export const SYNC_OVERLAP_MS = 60_000;
const PAGE_SIZE = 10_000;

export class CandidateIndex extends CandidateStore {
  private watermark: Date | undefined;
  /** Syncs run one after another, so an older read never overwrites a newer one. */
  private queue: Promise<unknown> = Promise.resolve();

  /** Loads everything the first time, then only what changed since the last sync. */
  sync(source: IndexSource): Promise<void> {
    const next = this.queue.then(() => this.syncNow(source));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async syncNow(source: IndexSource): Promise<void> {
    if (this.watermark === undefined) {
      const now = await source.now();
      for (let afterId = 0; ;) {
        const rows = await source.page(afterId, PAGE_SIZE);
        for (const row of rows) this.put(row);
        if (rows.length < PAGE_SIZE) break;
        afterId = (rows[rows.length - 1] as IndexedUser).userId;
      }
      this.watermark = now;
    } else {
      const { now, rows } = await source.changedSince(new Date(this.watermark.getTime() - SYNC_OVERLAP_MS));
      for (const row of rows) this.put(row);
      this.watermark = now;
    }
  }
}
