/** `npm run admin -- waiting-reports`: the open reports no current moderator may decide (docs/decisions/046). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeModerator } from '../modules/safety/safety-test-helpers';
import { giveModeratorPasskeySession } from '../test/passkey-session';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';
import { createMatchedPair } from '../test/test-matches';
import { runAdminCommand } from './admin-commands';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function waitingReports() {
  const lines: string[] = [];
  const code = await runAdminCommand(context.database.db, ['waiting-reports'], { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, lines };
}

describe('npm run admin -- waiting-reports', () => {
  it('lists a report about the only moderator, until another moderator exists to decide it', async () => {
    const call = caller(context);
    const { a: moderator, b: user } = await createMatchedPair(context.app);
    await makeModerator(context, moderator);
    const report = (await call(user, 'POST', '/api/reports', { reportedUserId: moderator.id, reason: 'harassment' })).json() as { id: number };
    expect((await call(moderator, 'GET', '/api/moderation/reports')).json()).toEqual([]);

    const waiting = await waitingReports();
    expect(waiting.code).toBe(0);
    expect(waiting.lines[0]).toBe('1 open report no current moderator may decide:');
    expect(waiting.lines[1]).toMatch(new RegExp(`^  #${report.id}  \\d{4}-\\d{2}-\\d{2}  harassment  reporter #${user.id} about user #${moderator.id}$`));
    expect(waiting.lines.join('\n')).not.toContain(user.username);

    const colleague = await registerUser(context.app);
    expect(await runAdminCommand(context.database.db, ['grant-moderator', colleague.username], { out: () => undefined, err: () => undefined })).toBe(0);
    expect((await waitingReports()).lines).toEqual(['No report is waiting: every open report has a moderator who may decide it.']);
    // The colleague opens the tools with the second factor (docs/decisions/051).
    await giveModeratorPasskeySession(context.app, colleague);
    expect(((await call(colleague, 'GET', '/api/moderation/reports')).json() as Array<{ id: number }>).map((entry) => entry.id)).toEqual([report.id]);
  });
});
