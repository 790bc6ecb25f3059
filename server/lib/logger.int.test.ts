/**
 * A failed query logged through the app's logger carries no query values: not the password hash of the
 * user being inserted, not the key values the driver puts in its detail (docs/decisions/013-hardening.md).
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { loggerOptions } from './logger';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { log: pino(loggerOptions('info'), stream), output: () => lines.join('') };
}

describe('the logger', () => {
  it('logs a failed insert with its SQL and error code but without the values', async () => {
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$SECRETSALT$SECRETHASHVALUE';
    const values = { username: 'dupe_user', usernameKey: 'dupe_user', displayName: 'Private Name Zq', passwordHash: secretHash };
    await database.db.insert(users).values(values);
    const error = await database.db
      .insert(users)
      .values(values)
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    // Unscrubbed, the error itself does carry the values: this is what the logger must remove.
    expect(String((error as Error).message)).toContain('SECRETHASHVALUE');

    const { log, output } = captureLogger();
    log.error({ err: error }, 'unhandled error');
    const line = output();
    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('23505');
    expect(line).not.toContain('SECRETHASHVALUE');
    expect(line).not.toContain('dupe_user');
    expect(line).not.toContain('Private Name Zq');
  });

  it('redacts passwords and message text passed as details', () => {
    const { log, output } = captureLogger();
    log.warn({ password: 'hunter22-secret', body: { content: 'private words here', passwordHash: 'hash-secret' } }, 'odd request');
    expect(output()).not.toMatch(/hunter22-secret|private words here|hash-secret/);
  });
});
