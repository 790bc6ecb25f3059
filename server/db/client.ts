/**
 * The database: PGlite on disk (default, `npm start` needs no server) or PostgreSQL when DATABASE_URL is
 * set. Both are reached through a node-postgres pool and the same Drizzle dialect and schema; PGlite runs
 * in its own worker thread behind a pool of one connection (server/db/pglite-thread.ts,
 * docs/decisions/041-pglite-in-a-worker-thread.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './pglite-lock';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function receives: the database or an open transaction. */
export type Executor = Database | Transaction;

/** The rows of a raw SQL statement: node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** PostgreSQL's foreign_key_violation (23503), from either driver, also when Drizzle wraps the error. */
export function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined);
  return codeOf(error) === '23503' || codeOf(typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined) === '23503';
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Checks the connection answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tar (the tests' template). */
  dumpDataDir?: () => Promise<Uint8Array>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In-memory PGlite, optionally loaded from a dump (tests copy one migrated template). */
  | { kind: 'pglite-memory'; loadDataDir?: Uint8Array };

/**
 * One key for every Coinmates instance on a database: whoever holds it migrates and seeds while the
 * others wait, so N instances cold-starting together apply each migration once
 * (docs/decisions/011-advisory-lock-and-job-queue.md).
 */
export const MIGRATION_LOCK_KEY = 7_314_937_011;

export interface OpenDatabaseOptions {
  migrate?: boolean;
  /** Runs after the migrations, still under the migration lock (content seeding). */
  afterMigrate?: (db: Database) => Promise<void>;
}

/** Runs `work` while holding the migration advisory lock on a dedicated connection of the pool. */
async function withMigrationLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}

function watchIdleClients(pool: pg.Pool, name: string): pg.Pool {
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on('error', (error) => {
    process.emitWarning(`${name} idle client error: ${error.message}`);
  });
  return pool;
}

export async function openDatabase(options: DatabaseOptions, { migrate = true, afterMigrate }: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = watchIdleClients(new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 }), 'PostgreSQL');
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    try {
      if (migrate || afterMigrate) {
        await withMigrationLock(pool, async () => {
          if (migrate) await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
          await afterMigrate?.(db);
        });
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  const releaseLock = options.kind === 'pglite' ? acquireDataDirLock(options.dataDir) : () => undefined;
  let thread;
  try {
    thread = await startPgliteThread(options.kind === 'pglite' ? { dataDir: path.resolve(options.dataDir, 'pg') } : { loadDataDir: options.loadDataDir });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const embedded = thread;
  // One backend, so one connection: a transaction holds it, and every other query waits in the pool's queue
  // instead of interleaving statements with it. It stays open (no idle timeout) for the process's life.
  const pool = watchIdleClients(new pg.Pool({ max: 1, idleTimeoutMillis: 0, user: 'postgres', database: 'template1', stream: () => embedded.connect() }), 'PGlite');
  const close = async () => {
    try {
      await pool.end();
      await embedded.close();
    } finally {
      releaseLock();
    }
  };
  try {
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    if (migrate) await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    await afterMigrate?.(db);
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await pool.query('select 1');
      },
      close,
      dumpDataDir: () => embedded.dump(),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export function databaseOptionsFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseOptions {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}
