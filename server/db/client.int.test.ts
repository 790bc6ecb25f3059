/**
 * The database handle as the app uses it, on PGlite (in its worker thread) and PostgreSQL: concurrent
 * transactions never interleave their statements, a failed statement leaves the connection usable, and
 * a closed PGlite directory can be opened again (docs/decisions/041-pglite-in-a-worker-thread.md).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { createTestDatabase } from '../test/test-database';

const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const counters = pgTable('counters', { id: integer('id').primaryKey(), value: integer('value').notNull() });
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table counters (id int primary key, value int not null)`);
  await database.db.execute(sql`insert into counters values (1, 0)`);
});
afterAll(async () => {
  await database.close();
});

const counterValue = async () => (await queryRows<{ value: number }>(database.db, sql`select value from counters where id = 1`))[0]?.value;

describe('the database handle', () => {
  it('runs 20 concurrent read-then-write transactions one after another: no increment is lost', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await queryRows<{ value: number }>(tx, sql`select value from counters where id = 1 for update`);
          // Give the other transactions every chance to send their statements in between.
          await new Promise((resolve) => setImmediate(resolve));
          await tx.execute(sql`update counters set value = ${(row?.value ?? 0) + 1} where id = 1`);
        }),
      ),
    );
    expect(await counterValue()).toBe(20);
  });

  it('rolls back a failed transaction and keeps answering on the same database', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set value = -1 where id = 1`);
      await tx.execute(sql`select no_such_column from counters`);
    });
    await expect(failing).rejects.toThrow();
    const [alone, inTransaction] = await Promise.all([counterValue(), database.db.transaction(async (tx) => queryRows<{ ok: number }>(tx, sql`select 1 as ok`))]);
    expect(alone).toBe(20);
    expect(inTransaction).toEqual([{ ok: 1 }]);
  });

  it('answers a prepared query before and after a failed one, as on a new PostgreSQL session', async () => {
    const prepared = database.db.select({ value: counters.value }).from(counters).where(eq(counters.id, 1)).prepare('counter_value');
    expect(await prepared.execute()).toEqual([{ value: 20 }]);
    await expect(database.db.execute(sql`select no_such_column from counters`)).rejects.toThrow();
    expect(await prepared.execute()).toEqual([{ value: 20 }]);
  });

  it.skipIf(isPostgres)(
    'keeps a PGlite data directory across close and reopen, and releases its lock',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-client-'));
      try {
        const first = await openDatabase({ kind: 'pglite', dataDir });
        await first.db.execute(sql`create table kept (note text)`);
        await first.db.execute(sql`insert into kept values ('still here')`);
        const lockFile = path.join(dataDir, 'coinmates.lock');
        expect(existsSync(lockFile)).toBe(true);
        await first.close();
        expect(existsSync(lockFile)).toBe(false);
        const second = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
        expect(await queryRows<{ note: string }>(second.db, sql`select note from kept`)).toEqual([{ note: 'still here' }]);
        await second.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
