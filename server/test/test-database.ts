/** A fresh database for one test file, copied from the run's migrated template. */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL as string;
    const name = `coinmates_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplateName')}"`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, name), poolSize: 10 }, { migrate: false });
    return {
      ...handle,
      url: withDatabase(baseUrl, name),
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  return openDatabase({ kind: 'pglite-memory', loadDataDir: readFileSync(inject('pgliteTemplatePath')) }, { migrate: false });
}
