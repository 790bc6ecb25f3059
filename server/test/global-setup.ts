/**
 * Once per test run and project: a migrated, content-seeded database template. PGlite: a data-dir dump
 * each test file loads into memory. PostgreSQL: a template database each file copies with CREATE DATABASE
 * ... TEMPLATE, dropped at the end. Nothing relies on leftovers from earlier runs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { seedContent } from '../content/seed-content';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
  }
}

export function adminUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
    const templateName = `coinmates_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${templateName}"`);
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(baseUrl, templateName), poolSize: 2 });
    await seedContent(handle.db);
    await handle.close();
    project.provide('postgresTemplateName', templateName);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists "${templateName}" with (force)`);
      await admin.end();
    };
  }

  const handle = await openDatabase({ kind: 'pglite-memory' });
  await seedContent(handle.db);
  const dump = await (handle.dumpDataDir as () => Promise<Uint8Array>)();
  await handle.close();
  const folder = path.join(os.tmpdir(), `coinmates-test-${process.pid}-${Date.now()}`);
  mkdirSync(folder, { recursive: true });
  const templatePath = path.join(folder, 'template.tar');
  writeFileSync(templatePath, dump);
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplateName', '');
  return async () => undefined;
}
