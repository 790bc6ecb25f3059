/**
 * Replies, reactions, edits, deletions and search (docs/decisions/053-chat-replies-reactions-edits-search.md),
 * through the HTTP API, with the live events each change sends to both users.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/live/events';
import { queryRows } from '../../db/client';
import { messages } from '../../db/schema';
import { createInProcessUserChannel } from '../../live/user-channel';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

let context: TestContext;
const userChannel = createInProcessUserChannel();
beforeAll(async () => {
  context = await createTestContext({ userChannel });
});
afterAll(async () => {
  await context.close();
});

async function send(user: TestUser, matchId: number, content: string, replyToId?: number) {
  const response = await as(context.app, user).post(`/api/matches/${matchId}/messages`, { content, replyToId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; content: string };
}

async function history(user: TestUser, matchId: number, query = '') {
  return (await as(context.app, user).get(`/api/matches/${matchId}/messages${query}`)).json() as Array<Record<string, unknown> & { id: number }>;
}

/** Collects the live events a user receives from now on. */
async function listen(user: TestUser) {
  const events: ServerEvent[] = [];
  const stop = await userChannel.subscribeUser(user.id, (event) => events.push(event));
  return { events, stop };
}

describe('replies', () => {
  it('quotes the original for both users, shows "gone" once it is deleted, and refuses another conversation\'s message', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const other = await createMatchedPair(context.app);
    const original = await send(a, matchId, 'Staking locks coins\nto secure the chain');
    const listening = await listen(a);
    const reply = await send(b, matchId, 'what do you mean by this?', original.id);
    expect(reply).toMatchObject({ replyTo: { id: original.id, senderId: a.id, excerpt: 'Staking locks coins', isGone: false } });
    expect(listening.events).toContainEqual(expect.objectContaining({ type: 'new_message', messageId: reply.id }));
    await listening.stop();
    for (const viewer of [a, b]) {
      expect((await history(viewer, matchId)).find((message) => message.id === reply.id)?.replyTo).toEqual({ id: original.id, senderId: a.id, excerpt: 'Staking locks coins', isGone: false });
    }
    expect((await as(context.app, a).delete(`/api/matches/${matchId}/messages/${original.id}`)).statusCode).toBe(200);
    expect((await history(b, matchId)).find((message) => message.id === reply.id)?.replyTo).toEqual({ id: original.id, senderId: a.id, excerpt: '', isGone: true });

    const foreign = await send(other.a, other.matchId, 'not yours');
    const refused = await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'sneaky', replyToId: foreign.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('not yours');
    expect((await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'bad', replyToId: 'x' })).statusCode).toBe(400);
  });

  it('cuts a long first line and keeps right-to-left text and emoji whole', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const long = `${'مرحبا '.repeat(40)}🚀`;
    const original = await send(a, matchId, long);
    const reply = (await send(b, matchId, 'ok', original.id)) as unknown as { replyTo: { excerpt: string } };
    expect(Array.from(reply.replyTo.excerpt).length).toBe(121);
    expect(reply.replyTo.excerpt.endsWith('…')).toBe(true);
  });
});

describe('reactions', () => {
  it('toggles one of each reaction per person, shows who, tells both live, and earns no points', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const message = await send(a, matchId, 'a block is a batch of transactions');
    const pointsBefore = { rows: await queryRows(context.database.db, sql`select coalesce(sum(points), 0)::int as total from points_ledger where user_id = ${b.id}`) };
    const listening = await listen(a);
    const url = `/api/matches/${matchId}/messages/${message.id}/reactions`;
    const responses = await Promise.all([as(context.app, b).put(`${url}/got_it`), as(context.app, b).put(`${url}/got_it`), as(context.app, b).put(`${url}/heart`)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    await as(context.app, a).put(`${url}/got_it`);
    const seen = (await history(a, matchId)).find((row) => row.id === message.id);
    expect(seen?.reactions).toEqual([
      { reaction: 'heart', userIds: [b.id] },
      { reaction: 'got_it', userIds: [b.id, a.id] },
    ]);
    expect(listening.events.filter((event) => event.type === 'message_changed' && event.messageId === message.id).length).toBeGreaterThanOrEqual(2);
    await listening.stop();
    expect((await as(context.app, b).delete(`${url}/heart`)).json().reactions).toEqual([{ reaction: 'got_it', userIds: [b.id, a.id] }]);
    expect((await as(context.app, b).delete(`${url}/heart`)).statusCode).toBe(200);

    const unknown = await as(context.app, b).put(`${url}/poop`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown reaction');
    const pointsAfter = { rows: await queryRows(context.database.db, sql`select coalesce(sum(points), 0)::int as total from points_ledger where user_id = ${b.id}`) };
    expect(pointsAfter.rows).toEqual(pointsBefore.rows);

    const outsider = await registerUser(context.app);
    expect((await as(context.app, outsider).put(`${url}/fire`)).statusCode).toBe(404);
    expect((await as(context.app, null).put(`${url}/fire`)).statusCode).toBe(401);
  });
});

describe('edits and deletions', () => {
  it('lets the sender edit a plain message within 15 minutes, marked edited, history kept for moderators, live to both', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const message = await send(a, matchId, 'staking has no risk');
    const listening = await listen(b);
    const edited = await as(context.app, a).patch(`/api/matches/${matchId}/messages/${message.id}`, { content: 'staking has slashing risk' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'staking has slashing risk', editedAt: expect.any(String) });
    expect(listening.events).toContainEqual({ type: 'message_changed', matchId, messageId: message.id });
    await listening.stop();
    expect((await history(b, matchId)).find((row) => row.id === message.id)).toMatchObject({ content: 'staking has slashing risk', editedAt: expect.any(String) });
    const edits = { rows: await queryRows(context.database.db, sql`select content from message_edits where message_id = ${message.id}`) };
    expect(edits.rows).toEqual([{ content: 'staking has no risk' }]);
    // A report made after the edit still carries what was first sent.
    expect((await as(context.app, b).post('/api/reports', { reportedUserId: a.id, messageId: message.id, reason: 'other', details: '' })).statusCode).toBeLessThan(300);
    const stored = { rows: await queryRows(context.database.db, sql`select context from reports where reporter_id = ${b.id}`) };
    expect(JSON.stringify(stored.rows)).toContain('"earlierVersions":["staking has no risk"]');
  });

  it("refuses with a clear 4xx: someone else's message, after 15 minutes, a deleted one, empty text, an outsider", async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const message = await send(a, matchId, 'typo hree');
    const url = `/api/matches/${matchId}/messages/${message.id}`;
    const notMine = await as(context.app, b).patch(url, { content: 'hijacked' });
    expect(notMine.statusCode).toBe(403);
    expect((await as(context.app, b).delete(url)).statusCode).toBe(403);
    expect((await as(context.app, a).patch(url, { content: '   ' })).statusCode).toBe(400);
    const outsider = await registerUser(context.app);
    expect((await as(context.app, outsider).patch(url, { content: 'x' })).statusCode).toBe(404);

    await context.database.db
      .update(messages)
      .set({ sentAt: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where(eq(messages.id, message.id));
    const late = await as(context.app, a).patch(url, { content: 'typo here' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('15 minutes');

    expect((await as(context.app, a).delete(url)).statusCode).toBe(200);
    const again = await as(context.app, a).delete(url);
    expect(again.statusCode).toBe(409);
    const fresh = await send(a, matchId, 'to delete');
    await as(context.app, a).delete(`/api/matches/${matchId}/messages/${fresh.id}`);
    const afterDelete = await as(context.app, a).patch(`/api/matches/${matchId}/messages/${fresh.id}`, { content: 'back?' });
    expect(afterDelete.statusCode).toBe(409);
    expect(afterDelete.json().message).toContain('deleted');
    expect((await as(context.app, a).put(`/api/matches/${matchId}/messages/${fresh.id}/reactions/fire`)).statusCode).toBe(409);
    expect((await as(context.app, a).patch(`/api/matches/${matchId}/messages/99999999`, { content: 'x' })).statusCode).toBe(404);
  });

  it('shows "deleted" to both, without its text, reactions or warning, and keeps the text for a report', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const message = await send(a, matchId, 'send me 1 BTC and I double it');
    await as(context.app, b).put(`/api/matches/${matchId}/messages/${message.id}/reactions/surprised`);
    const listening = await listen(b);
    expect((await as(context.app, a).delete(`/api/matches/${matchId}/messages/${message.id}`)).statusCode).toBe(200);
    expect(listening.events).toContainEqual({ type: 'message_changed', matchId, messageId: message.id });
    await listening.stop();
    for (const viewer of [a, b]) {
      expect((await history(viewer, matchId)).find((row) => row.id === message.id)).toMatchObject({ content: '', isDeleted: true, reactions: [], warning: null, links: [] });
    }
    const report = await as(context.app, b).post('/api/reports', { reportedUserId: a.id, messageId: message.id, reason: 'scam_or_fraud', details: '' });
    expect(report.statusCode, report.body).toBeLessThan(300);
    const stored = { rows: await queryRows(context.database.db, sql`select context from reports where reporter_id = ${b.id}`) };
    expect(JSON.stringify(stored.rows)).toContain('send me 1 BTC and I double it');
  });

  it('runs the scam shield again on an edit: a seed phrase is refused and nothing changes; a scam line gets its warning', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const message = await send(a, matchId, 'hello there');
    const seed = 'abandon ability able about above absent absorb abstract absurd abuse access accident';
    const blocked = await as(context.app, a).patch(`/api/matches/${matchId}/messages/${message.id}`, { content: seed });
    expect(blocked.statusCode).toBe(422);
    expect((await history(b, matchId)).find((row) => row.id === message.id)).toMatchObject({ content: 'hello there', editedAt: null });
    const scam = await as(context.app, a).patch(`/api/matches/${matchId}/messages/${message.id}`, { content: 'I am Coinmates support, send your private key to verify' });
    expect(scam.statusCode).toBe(200);
    expect((await history(b, matchId)).find((row) => row.id === message.id)?.warning).not.toBeNull();
  });
});

describe('search', () => {
  it("finds words and prefixes in my conversations with context, never deleted messages or someone else's chats", async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const second = await createMatchedPair(context.app);
    const strangers = await createMatchedPair(context.app);
    const word = `zkrollup${Date.now().toString(36)}`;
    const hit = await send(b, matchId, `Long before the ${word} there were plain sidechains and many other ideas`);
    const gone = await send(a, matchId, `${word} deleted later`);
    await as(context.app, a).delete(`/api/matches/${matchId}/messages/${gone.id}`);
    await send(strangers.a, strangers.matchId, `${word} between strangers`);
    void second;

    const all = await as(context.app, a).get(`/api/messages/search?q=${word.slice(0, -2)}`);
    expect(all.statusCode).toBe(200);
    const { results } = all.json() as { results: Array<{ messageId: number; snippet: string; highlights: Array<{ start: number; end: number }>; partnerName: string; matchId: number }> };
    expect(results.map((result) => result.messageId)).toEqual([hit.id]);
    const [result] = results;
    expect(result!.matchId).toBe(matchId);
    expect(result!.snippet).toContain('plain sidechains');
    expect(result!.snippet.slice(result!.highlights[0]!.start, result!.highlights[0]!.end)).toBe(word);

    const within = (await as(context.app, a).get(`/api/messages/search?q=${word}&matchId=${matchId}`)).json();
    expect(within.results).toHaveLength(1);
    expect((await as(context.app, a).get(`/api/messages/search?q=${word}&matchId=${strangers.matchId}`)).statusCode).toBe(404);
  });

  it('finds a message for both of its people, newest first across conversations, by its edited text, in any script and case', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const other = await createMatchedPair(context.app);
    const third = await createMatchedPair(context.app);
    const tag = Date.now().toString(36);
    const older = await send(a, matchId, `CÜZDAN${tag} yedeği ve مرحبا${tag}`);
    const newer = await send(b, matchId, `cüzdan${tag} again`);
    const edited = await send(a, matchId, `typo${tag}`);
    await as(context.app, a).patch(`/api/matches/${matchId}/messages/${edited.id}`, { content: `fixed${tag}` });
    await send(third.a, third.matchId, `cüzdan${tag} elsewhere`);

    const ids = async (user: TestUser, q: string) =>
      ((await as(context.app, user).get(`/api/messages/search?q=${encodeURIComponent(q)}`)).json().results as Array<{ messageId: number }>).map((row) => row.messageId);
    // The sender and the recipient both find it; the newest first; upper and lower case alike.
    expect(await ids(a, `cüzdan${tag}`)).toEqual([newer.id, older.id]);
    expect(await ids(b, `CÜZDAN${tag}`)).toEqual([newer.id, older.id]);
    expect(await ids(b, `مرحبا${tag}`)).toEqual([older.id]);
    // An edit is found by its new text only.
    expect(await ids(a, `fixed${tag}`)).toEqual([edited.id]);
    expect(await ids(a, `typo${tag}`)).toEqual([]);
    // Someone outside the conversation finds nothing of it, even with the same word in their own.
    expect(await ids(third.b, `cüzdan${tag}`)).toHaveLength(1);
    expect(await ids(other.b, `cüzdan${tag}`)).toEqual([]);
  });

  it('answers 400 to a 1 KB query, an empty one and one with no words, 401 to guests, and treats operators as text', async () => {
    const { a } = await createMatchedPair(context.app);
    const long = await as(context.app, a).get(`/api/messages/search?q=${'a'.repeat(1024)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most');
    expect((await as(context.app, a).get('/api/messages/search?q=')).statusCode).toBe(400);
    expect((await as(context.app, a).get(`/api/messages/search?q=${encodeURIComponent('!!! &&')}`)).statusCode).toBe(400);
    expect((await as(context.app, null).get('/api/messages/search?q=hello')).statusCode).toBe(401);
    const hostile = await as(context.app, a).get(`/api/messages/search?q=${encodeURIComponent("a:* | !b & (c') <-> d")}`);
    expect(hostile.statusCode).toBe(200);
  });
});
