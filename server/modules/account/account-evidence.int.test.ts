/**
 * What an account deletion keeps, and for how long (docs/decisions/046-moderation-integrity-and-evidence-retention.md):
 * open reports and their copied messages, pseudonymised, and the username, until the retention job lets them go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_BIRTH, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { caller, makeModerator, sendMessage } from '../safety/safety-test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
let context: TestContext;
let call: ReturnType<typeof caller>;
let moderator: TestUser;
let clockOffsetMs = 0;
beforeAll(async () => {
  context = await createTestContext({ clock: () => new Date(Date.now() + clockOffsetMs) });
  call = caller(context);
  moderator = await registerUser(context.app);
  await makeModerator(context, moderator);
});
afterAll(async () => {
  await context.close();
});

interface QueueEntry {
  id: number;
  status: string;
  reporter: { id: number; username: string; displayName: string; isDeleted: boolean };
  reportedUser: { id: number; username: string; displayName: string; isDeleted: boolean; status: string };
  context: Array<{ content: string }>;
}
const queue = async () => (await call(moderator, 'GET', '/api/moderation/reports')).json() as QueueEntry[];
const deleteAccount = (user: TestUser) => call(user, 'DELETE', '/api/users/me', { password: user.password });
const register = (username: string) => call(null, 'POST', '/api/auth/register', { username, displayName: 'Someone New', password: 'correct-horse-battery', ...ADULT_BIRTH });

async function runRetentionJob(afterDays: number) {
  clockOffsetMs = afterDays * DAY_MS;
  await context.app.services.jobs.enqueue('retention.purge', {});
  await context.app.services.jobs.drained();
  clockOffsetMs = 0;
}

/** b, named "Scammer <tag>", sent a message that a reported (and an older report about b was dismissed). */
async function reportedScammer(tag: string) {
  const { a, b, matchId } = await createMatchedPair(context.app, ['Victim', `Scammer ${tag}`]);
  const first = (await call(a, 'POST', '/api/reports', { reportedUserId: b.id, reason: 'spam' })).json() as { id: number };
  await call(moderator, 'POST', `/api/moderation/reports/${first.id}/actions`, { action: 'dismiss' });
  const messageId = await sendMessage(context, b, matchId, `send 1 BTC to my wallet ${tag}`);
  const open = (await call(a, 'POST', '/api/reports', { reportedUserId: b.id, messageId, reason: 'scam_or_fraud' })).json() as { id: number };
  return { a, b, resolvedId: first.id, openId: open.id };
}

describe('deleting a reported account', () => {
  it('keeps the open report and its copied messages under a pseudonym, drops the resolved one, and holds the username', async () => {
    const { b, resolvedId, openId } = await reportedScammer('kept');
    expect((await deleteAccount(b)).statusCode).toBe(204);

    const entries = await queue();
    expect(entries.map((entry) => entry.id)).not.toContain(resolvedId);
    const kept = entries.find((entry) => entry.id === openId);
    expect(kept).toMatchObject({ status: 'open', reportedUser: { isDeleted: true, status: 'deleted', username: expect.stringMatching(/^Deleted user #[0-9a-f]{6}$/) } });
    expect(kept?.reportedUser.displayName).toBe(kept?.reportedUser.username);
    expect(kept?.context.map((message) => message.content)).toContain('send 1 BTC to my wallet kept');
    expect(JSON.stringify(kept)).not.toContain(b.username);
    expect(JSON.stringify(kept)).not.toContain('Scammer kept');

    const again = await register(b.username);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_HELD' });
    // Nobody is left to warn or restrict: the report can only be closed.
    expect((await call(moderator, 'POST', `/api/moderation/reports/${openId}/actions`, { action: 'ban' })).statusCode).toBe(409);
  });

  it("gives every open report of the same deleted account the same pseudonym, and keeps a deleted reporter's report too", async () => {
    const { a, b, openId } = await reportedScammer('twice');
    const second = (await call(a, 'POST', '/api/reports', { reportedUserId: b.id, reason: 'harassment' })).json() as { id: number };
    await deleteAccount(b);
    const names = (await queue()).filter((entry) => [openId, second.id].includes(entry.id)).map((entry) => entry.reportedUser.username);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);

    const other = await reportedScammer('reporter-left');
    await deleteAccount(other.a);
    const kept = (await queue()).find((entry) => entry.id === other.openId);
    expect(kept).toMatchObject({ reporter: { isDeleted: true }, reportedUser: { isDeleted: false, username: other.b.username } });
  });
});

describe('the retention job', () => {
  it('purges evidence once its report is resolved, and the rest 90 days after the deletion, then releases the username', async () => {
    const resolvedLater = await reportedScammer('resolved-later');
    const leftOpen = await reportedScammer('left-open');
    await deleteAccount(resolvedLater.b);
    await deleteAccount(leftOpen.b);

    await call(moderator, 'POST', `/api/moderation/reports/${resolvedLater.openId}/actions`, { action: 'dismiss' });
    await runRetentionJob(0);
    let ids = (await queue()).map((entry) => entry.id);
    expect(ids).not.toContain(resolvedLater.openId);
    expect(ids).toContain(leftOpen.openId);
    expect((await register(leftOpen.b.username)).statusCode).toBe(409);

    await runRetentionJob(89);
    expect((await queue()).map((entry) => entry.id)).toContain(leftOpen.openId);
    expect((await register(leftOpen.b.username)).statusCode).toBe(409);

    await runRetentionJob(91);
    ids = (await queue()).map((entry) => entry.id);
    expect(ids).not.toContain(leftOpen.openId);
    expect((await register(leftOpen.b.username)).statusCode).toBe(201);
    expect((await register(resolvedLater.b.username)).statusCode).toBe(201);
    // Reports between two accounts that still exist are never touched by the job.
    const living = await reportedScammer('living');
    await runRetentionJob(400);
    expect((await queue()).map((entry) => entry.id)).toContain(living.openId);
    // Four matched pairs and four job runs: longer than one request's worth of work on a busy machine.
  }, 120_000);
});
