/**
 * Starts Coinmates: config, database (migrated and content seeded under an advisory lock on PostgreSQL),
 * the job queue, Redis-backed live services when configured (connecting in the background), the app, then
 * listen. Shuts down gracefully on SIGTERM/SIGINT and exits on an uncaught exception after draining
 * (docs/decisions/012-graceful-shutdown-and-metrics.md).
 */
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { resolveVapidKeys } from './modules/push/vapid-keys';
import { databaseOptionsFromConfig, openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { seedContent } from './content/seed-content';
import { loggerOptions } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { createInProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { createPgBossJobQueue } from './jobs/pg-boss-job-queue';
import { createLiveServices } from './live/live-services';

const SHUTDOWN_DEADLINE_MS = 10_000;
/** Event loop turns after SIGTERM before the listener closes: one accepts what waits, the next reads it. */
const TAKE_IN_TURNS = 5;

/** A few full turns of the event loop, each polling I/O once. */
async function takeInPendingConnections(): Promise<void> {
  for (let turn = 0; turn < TAKE_IN_TURNS; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const REDIS_STATE_VALUES = { off: -1, down: 0, up: 1 } as const;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const log = pino(loggerOptions(config.logLevel));
  const jobs: JobQueue = config.databaseUrl ? createPgBossJobQueue({ connectionString: config.databaseUrl, log }) : createInProcessJobQueue(log);

  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseOptionsFromConfig(config), {
      // Under the migration lock: the content seed, and on PostgreSQL the job queue's own schema.
      afterMigrate: async (db) => {
        await seedContent(db);
        if (config.databaseUrl) await jobs.start();
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Redis (when set) connects in the background: an unreachable Redis is one log line, not a failed start.
  const live = createLiveServices({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, log });
  const { userChannel, rateLimiter, presence } = live;
  const metrics = createMetrics();
  metrics.registerGauge('coinmates_redis_connected', 'Redis connection: 1 up, 0 down, -1 not configured', () => REDIS_STATE_VALUES[live.redisStatus()]);
  const vapid = resolveVapidKeys(config, log);
  const app = await buildApp({ config, database, userChannel, rateLimiter, presence, jobs, metrics, loggerInstance: log, redisStatus: live.redisStatus, vapid });

  let isStopping = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ reason }, 'shutting down');
    app.lifecycle.isShuttingDown = true;
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    let closeIdle: NodeJS.Timeout | undefined;
    try {
      // What reached this machine before the signal is answered whatever SHUTDOWN_DRAIN_MS is: connections
      // waiting to be accepted and bytes not yet read are taken in by the next turns of the event loop, so
      // keep listening until they have been (a closed listener resets the first, an idle-close the second).
      await takeInPendingConnections();
      // /readyz already answers 503; keep serving while the load balancer notices.
      if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      // Idle keep-alive connections are closed as soon as they go idle; busy ones after their answer
      // (which carries Connection: close), so close() never waits for a keep-alive timeout.
      closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      // Stops accepting, closes sockets with 1001, answers the requests in flight (and any that arrive on
      // a connection already open), then stops the job queue (waiting for the running job): requests in
      // flight may still queue jobs.
      await app.close();
      clearInterval(closeIdle);
      await app.services.market.settled();
      await live.close();
      await database.close();
    } catch (error) {
      clearInterval(closeIdle);
      app.log.error({ err: error }, 'error during shutdown');
    }
    process.exit(exitCode);
  };

  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception');
    void shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (error) => {
    app.log.fatal({ err: error }, 'unhandled rejection');
    void shutdown('unhandledRejection', 1);
  });

  await app.listen({ port: config.port, host: config.host });
  await app.services.startPeriodicJobs();
}

await main();
