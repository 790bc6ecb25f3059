/**
 * The PostgreSQL job queue (pg-boss) as several instances see it: two queues on one database stand for
 * two instances. Skipped on the PGlite project (that one uses the in-process queue).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';

const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe.skipIf(!isPostgres)('the pg-boss job queue', () => {
  let database: DatabaseHandle & { url?: string };
  const queues: JobQueue[] = [];
  const warnings: unknown[] = [];
  const newQueue = () => {
    const queue = createPgBossJobQueue({
      connectionString: database.url as string,
      log: { warn: (details) => warnings.push(details) },
      pollingIntervalSeconds: 0.5,
    });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs each enqueued job once, on one of the instances', async () => {
    const runs: Array<{ instance: string; userId: number }> = [];
    const [a, b] = [newQueue(), newQueue()];
    a.work('matching.run', async ({ userId }) => void runs.push({ instance: 'a', userId }));
    b.work('matching.run', async ({ userId }) => void runs.push({ instance: 'b', userId }));
    await Promise.all([a.start(), b.start()]);
    for (let userId = 1; userId <= 6; userId += 1) await (userId % 2 ? a : b).enqueue('matching.run', { userId });
    await a.drained();
    expect(runs.map((run) => run.userId).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await b.depth()).toBe(0);
  }, 30_000);

  it('keeps one queued job per singleton key, and never deduplicates jobs without a key', async () => {
    const producer = newQueue();
    await producer.start();
    for (let attempt = 0; attempt < 3; attempt += 1) await producer.enqueue('matching.run', { userId: 7 }, { singletonKey: 'matching.run:7' });
    await producer.enqueue('matching.run', { userId: 8 });
    await producer.enqueue('matching.run', { userId: 8 });
    expect(await producer.depth()).toBe(3);

    const runs: number[] = [];
    const consumer = newQueue();
    consumer.work('matching.run', async ({ userId }) => void runs.push(userId));
    await consumer.start();
    await consumer.drained();
    expect(runs.sort()).toEqual([7, 8, 8]);
  }, 30_000);

  it('creates a periodic job once per interval across instances', async () => {
    let runs = 0;
    const [a, b] = [newQueue(), newQueue()];
    for (const queue of [a, b]) {
      queue.work('sessions.prune', async () => void (runs += 1));
      await queue.every('sessions.prune', 2_000, {});
    }
    await Promise.all([a.start(), b.start()]);
    // Each instance ticks twice (at 2 s and 4 s): four ticks, at most one job per 2-second slot.
    await pause(4_600);
    await a.drained();
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThanOrEqual(3);
  }, 30_000);

  it('stop() waits for the job that is running', async () => {
    let finished = false;
    let started: () => void = () => undefined;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const queue = newQueue();
    queue.work('sessions.prune', async () => {
      started();
      await pause(500);
      finished = true;
    });
    await queue.start();
    await queue.enqueue('sessions.prune', {});
    await hasStarted;
    await queue.stop();
    expect(finished).toBe(true);
    expect(warnings).toEqual([]);
  }, 30_000);
});
