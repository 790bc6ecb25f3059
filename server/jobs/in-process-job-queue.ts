/**
 * The job queue for one process (PGlite, tests): jobs run on this instance's event loop, one at a time
 * per name, after the request that enqueued them has answered. A failed job is logged and not retried
 * (the work it does is idempotent and re-triggered by the next activity or interval).
 */
import type { EnqueueOptions, JobHandler, JobName, JobQueue, Jobs } from './job-queue';

export interface JobLogger {
  warn(details: object, message: string): void;
}

export function createInProcessJobQueue(log: JobLogger): JobQueue {
  const handlers = new Map<JobName, JobHandler<never>>();
  const activeKeys = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let pending = 0;
  let isStarted = false;
  let isStopped = false;
  let idleWaiters: (() => void)[] = [];
  const backlog: (() => void)[] = [];

  const settle = () => {
    pending -= 1;
    if (pending === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const run = <N extends JobName>(name: N, payload: Jobs[N], key: string | undefined) => {
    const handler = handlers.get(name) as JobHandler<N> | undefined;
    const execute = async () => {
      try {
        if (!handler) throw new Error(`no handler for job ${name}`);
        if (!isStopped) await handler(payload);
      } catch (error) {
        log.warn({ err: error, job: name }, 'job failed');
      } finally {
        if (key) activeKeys.delete(key);
        settle();
      }
    };
    const start = () => void setImmediate(() => void execute());
    if (isStarted) start();
    else backlog.push(start);
  };

  return {
    work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
    },
    async enqueue(name, payload, options: EnqueueOptions = {}) {
      if (isStopped) return;
      const key = options.singletonKey;
      if (key) {
        if (activeKeys.has(key)) return;
        activeKeys.add(key);
      }
      pending += 1;
      if (options.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          run(name, payload, key);
        }, options.delayMs);
        timer.unref();
        timers.add(timer);
      } else {
        run(name, payload, key);
      }
    },
    async every(name, intervalMs, payload) {
      const timer = setInterval(() => void this.enqueue(name, payload, { singletonKey: `every:${name}` }), intervalMs);
      timer.unref();
      timers.add(timer);
    },
    async start() {
      isStarted = true;
      for (const start of backlog.splice(0)) start();
    },
    async stop() {
      isStopped = true;
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      timers.clear();
      await this.drained();
    },
    async depth() {
      return pending;
    },
    drained() {
      if (pending === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
