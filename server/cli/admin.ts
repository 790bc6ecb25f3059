/**
 * Entry point of `npm run admin -- <command> <username>`: opens the configured database (DATABASE_URL,
 * or the PGlite DATA_DIR, which must not be in use by a running server) and runs one command.
 */
import { ConfigError, loadConfig } from '../config/env';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/pglite-lock';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help') {
    console.error(ADMIN_USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase(databaseOptionsFromConfig(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server first, or run the command where DATABASE_URL points at PostgreSQL.`);
      return 1;
    }
    throw error;
  }
  try {
    return await runAdminCommand(database.db, args, { out: (line) => console.log(line), err: (line) => console.error(line) }, process.env);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('admin command failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
