import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../modules/safety/safety-test-helpers';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';
import { runAdminCommand } from './admin-commands';
import { giveModeratorPasskeySession } from '../test/passkey-session';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

function captured() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, io: { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) } };
}

describe('npm run admin', () => {
  it('grants and revokes the moderator role: the queue opens, then answers 404 again; both are audited', async () => {
    const user = await registerUser(context.app);
    const moderator = await registerUser(context.app);
    const call = caller(context);
    expect((await call(user, 'GET', '/api/moderation/reports')).statusCode).toBe(404);

    const granted = captured();
    expect(await runAdminCommand(context.database.db, ['grant-moderator', user.username.toUpperCase()], granted.io)).toBe(0);
    expect(granted.lines.out).toEqual([`${user.username} is now a moderator.`]);
    // The tools open behind the second factor: a passkey session (docs/decisions/051).
    const withoutPasskey = await call(user, 'GET', '/api/moderation/reports');
    expect(withoutPasskey.statusCode).toBe(403);
    expect(withoutPasskey.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    await giveModeratorPasskeySession(context.app, user);
    expect((await call(user, 'GET', '/api/moderation/reports')).statusCode).toBe(200);
    expect((await call(user, 'GET', '/api/auth/status')).json()).toMatchObject({ role: 'moderator' });

    const revoked = captured();
    expect(await runAdminCommand(context.database.db, ['revoke-moderator', user.username], revoked.io)).toBe(0);
    expect(revoked.lines.out).toEqual([`${user.username} is no longer a moderator.`]);
    expect((await call(user, 'GET', '/api/moderation/reports')).statusCode).toBe(404);

    await runAdminCommand(context.database.db, ['grant-moderator', moderator.username], captured().io);
    await giveModeratorPasskeySession(context.app, moderator);
    const audit = (await call(moderator, 'GET', '/api/moderation/audit')).json() as Array<{ action: string; targetUserId: number; actorId: number | null }>;
    expect(audit.filter((entry) => entry.targetUserId === user.id).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['revoke_moderator', null],
      ['grant_moderator', null],
    ]);
  });

  it('exits non-zero with a clear message for an unknown user, an unknown command or missing arguments', async () => {
    const unknown = captured();
    expect(await runAdminCommand(context.database.db, ['grant-moderator', 'nobody_here_42'], unknown.io)).toBe(1);
    expect(unknown.lines.err).toEqual(['No user named "nobody_here_42". Nothing changed.']);
    const badCommand = captured();
    expect(await runAdminCommand(context.database.db, ['make-admin', 'x'], badCommand.io)).toBe(2);
    expect(badCommand.lines.err[0]).toContain('Unknown command "make-admin"');
    expect(await runAdminCommand(context.database.db, ['grant-moderator'], captured().io)).toBe(2);
    const weak = captured();
    expect(await runAdminCommand(context.database.db, ['create-moderator', 'newmod'], weak.io, { ADMIN_PASSWORD: '123', ADMIN_BIRTH_MONTH: '1990-06' })).toBe(1);
    const teen = captured();
    expect(await runAdminCommand(context.database.db, ['create-moderator', 'teenmod'], teen.io, { ADMIN_PASSWORD: 'long-enough-1', ADMIN_BIRTH_MONTH: `${new Date().getUTCFullYear() - 15}-01` })).toBe(
      1,
    );
    expect(teen.lines.err[0]).toContain('moderators are 18 or over');
    expect(weak.lines.err[0]).toContain('Password must be at least 6 characters');
  });
});

const run = promisify(execFile);
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

describe('the command as a process', () => {
  it(`runs on ${isPostgres ? 'DATABASE_URL' : 'a PGlite DATA_DIR'}: creates a moderator who can sign in, refuses an unknown user with exit 1`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coinmates-admin-'));
    const target = isPostgres ? { DATABASE_URL: (context.database as { url?: string }).url as string } : { DATA_DIR: dataDir, DATABASE_URL: '' };
    const env = { ...process.env, ...target, MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'operator-pass-123', ADMIN_BIRTH_MONTH: '1985-04' };
    const username = `op_${process.pid}_${Date.now().toString(36)}`;
    try {
      const created = await run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'create-moderator', username], { env });
      expect(created.stdout.trim()).toBe(`${username} is now a moderator.`);
      const failed = await run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'grant-moderator', 'nobody_here_42'], { env }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('No user named "nobody_here_42"') });
      if (isPostgres) {
        const login = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'operator-pass-123' } });
        expect(login.json()).toMatchObject({ username, role: 'moderator' });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
