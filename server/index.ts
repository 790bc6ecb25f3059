/**
 * Starts Coinmates: config, database (migrated, content seeded), the app, then listen. Shuts down
 * gracefully on SIGTERM/SIGINT (SECURITY.md item 10) and exits on an uncaught exception after draining.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { databaseOptionsFromConfig, openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { seedContent } from './content/seed-content';
import pino from 'pino';
import { loggerOptions } from './lib/logger';
import { createLiveServices } from './live/live-services';

const SHUTDOWN_DEADLINE_MS = 10_000;

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

  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseOptionsFromConfig(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await seedContent(database.db);

  const log = pino(loggerOptions(config.logLevel));
  // Redis (when set) connects in the background: an unreachable Redis is one log line, not a failed start.
  const live = createLiveServices({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, log });
  const { bus, rateLimiter, presence } = live;
  const app = await buildApp({ config, database, bus, rateLimiter, presence, loggerInstance: log, redisStatus: live.redisStatus });

  let isStopping = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ reason }, 'shutting down');
    app.lifecycle.isShuttingDown = true;
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed, exiting');
      process.exit(exitCode || 1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.services.market.stopScheduler();
      await app.close();
      await live.close();
      await database.close();
    } catch (error) {
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
  app.services.market.startScheduler();
}

await main();
