/**
 * The job queue on PostgreSQL (DATABASE_URL set), through pg-boss: every instance works the same queues,
 * a job runs on exactly one of them, and a periodic job is created once per interval across all of them
 * (docs/decisions/011-advisory-lock-and-job-queue.md).
 *
 * Every queue uses pg-boss's `stately` policy: at most one queued and one running job per singleton key.
 * A job enqueued without a key gets a unique one, so it is never deduplicated. A periodic job also uses
 * a time slot of its interval (`singletonSeconds`): whichever instance ticks first in a slot creates the
 * job, the others' inserts are no-ops.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { JobLogger } from './in-process-job-queue';
import type { EnqueueOptions, JobHandler, JobName, JobQueue, Jobs } from './job-queue';

export interface PgBossJobQueueOptions {
  connectionString: string;
  log: JobLogger;
  /** How often an idle worker asks for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs before giving up on them (they are retried elsewhere). */
  stopTimeoutMs?: number;
}

const SCHEMA = 'pgboss';
const RETRY_LIMIT = 2;
const RETRY_DELAY_SECONDS = 5;
const EXPIRE_IN_SECONDS = 5 * 60;
/** How often a queue's creation is tried when PostgreSQL picks it as a deadlock victim (about 10 s of waits in all). */
const QUEUE_CREATE_ATTEMPTS = 10;
const DRAIN_POLL_MS = 100;

export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: SCHEMA,
    max: 4,
    application_name: 'coinmates-jobs',
    // We create periodic jobs ourselves (any interval, not only cron minutes).
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => options.log.warn({ err: error }, 'job queue error'));

  const handlers = new Map<JobName, JobHandler<never>>();
  const periodic: Array<{ name: JobName; intervalMs: number; payload: object }> = [];
  const queues = new Map<JobName, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let isStarted = false;
  let isStopped = false;
  let stopping: Promise<void> | undefined;

  /**
   * Instances starting together create the same queues at once (each a table of its own); PostgreSQL may pick
   * one as a deadlock victim, which tries again after a growing, jittered wait. Within one instance the queues
   * are created one after another, so an instance never deadlocks with itself.
   */
  const createQueueOnce = async (name: JobName): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await boss.getQueue(name)) return;
        await boss.createQueue(name, { name, policy: 'stately', retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: EXPIRE_IN_SECONDS });
        return;
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
        if (attempt >= QUEUE_CREATE_ATTEMPTS || (code !== '40P01' && code !== '23505')) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 25 * 2 ** attempt) * (0.5 + Math.random())));
      }
    }
  };
  let creating: Promise<unknown> = Promise.resolve();
  const createQueue = (name: JobName): Promise<void> => {
    const created = creating.then(() => createQueueOnce(name));
    creating = created.catch(() => undefined);
    return created;
  };

  const ensureQueue = (name: JobName): Promise<void> => {
    let created = queues.get(name);
    if (!created) {
      created = createQueue(name);
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  const startWorker = async (name: JobName) => {
    await ensureQueue(name);
    const handler = handlers.get(name) as JobHandler<typeof name>;
    await boss.work<Jobs[typeof name]>(name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data as never);
        } catch (error) {
          options.log.warn({ err: error, job: name }, 'job failed');
          throw error;
        }
      }
    });
  };

  const sendPeriodic = async (name: JobName, intervalMs: number, payload: object) => {
    if (isStopped) return;
    try {
      await ensureQueue(name);
      await boss.send(name, payload, { singletonKey: `every:${name}`, singletonSeconds: Math.max(1, Math.round(intervalMs / 1000)) });
    } catch (error) {
      options.log.warn({ err: error, job: name }, 'could not schedule periodic job');
    }
  };

  const schedule = (entry: { name: JobName; intervalMs: number; payload: object }) => {
    const timer = setInterval(() => void sendPeriodic(entry.name, entry.intervalMs, entry.payload), entry.intervalMs);
    timer.unref();
    timers.add(timer);
  };

  const queue: JobQueue = {
    work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
      if (isStarted && !isStopped) void startWorker(name).catch((error: unknown) => options.log.warn({ err: error, job: name }, 'could not start worker'));
    },
    async enqueue(name, payload, enqueueOptions: EnqueueOptions = {}) {
      if (isStopped) return;
      await ensureQueue(name);
      await boss.send(name, payload, {
        singletonKey: enqueueOptions.singletonKey ?? randomUUID(),
        ...(enqueueOptions.delayMs ? { startAfter: new Date(Date.now() + enqueueOptions.delayMs) } : {}),
      });
    },
    async every(name, intervalMs, payload) {
      const entry = { name, intervalMs, payload };
      periodic.push(entry);
      if (isStarted && !isStopped) schedule(entry);
    },
    async start() {
      if (isStarted) return;
      await boss.start();
      isStarted = true;
      for (const name of handlers.keys()) await startWorker(name);
      for (const entry of periodic) schedule(entry);
    },
    stop() {
      stopping ??= (async () => {
        isStopped = true;
        for (const timer of timers) clearInterval(timer);
        timers.clear();
        if (isStarted) await boss.stop({ graceful: true, wait: true, close: true, timeout: options.stopTimeoutMs ?? 5_000 });
      })();
      return stopping;
    },
    async depth() {
      if (!isStarted || isStopped) return 0;
      const sizes = await Promise.all([...queues.keys()].map((name) => boss.getQueueSize(name, { before: 'completed' })));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    async drained() {
      while ((await queue.depth()) > 0) await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    },
  };
  return queue;
}
