import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PHRASE_LESSON_MODULE_ID } from '../../../../shared/constants/scam-rules';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import type { DatabaseHandle } from '../../../db/client';
import { learningModules, messages } from '../../../db/schema';
import { seedContent } from '../../../content/seed-content';
import { connectLive, listenOnLoopback, type LiveClient } from '../../../test/live-client';
import { as, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createMatchedPair } from '../../../test/test-matches';
import { findMessage } from '../message-evidence.service';

const SEED = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

let app: TestApp;
let database: DatabaseHandle;
let host: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', MARKET_DATA_URL: 'off', LOG_LEVEL: 'trace' });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  // The most verbose logger there is: not a word of a blocked message may reach it.
  app = await buildApp({ config, database, logger: { level: 'trace', stream }, serveClient: false });
  await app.ready();
  host = await listenOnLoopback(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('scam shield in chat', () => {
  it('never stores, delivers or logs a message holding a seed phrase, and says why', async () => {
    const { a, b, matchId } = await createMatchedPair(app);
    const bob: LiveClient = await connectLive(host, { cookie: b.cookie });
    const content = `here you go: ${SEED.split(' ')
      .map((word, index) => `${index + 1}.${word.toUpperCase()}`)
      .join(' ')}`;

    const response = await as(app, a).post(`/api/matches/${matchId}/messages`, { content, clientId: '82bf344c-d084-4012-bae5-b40a3197f492' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SEED_PHRASE_BLOCKED', message: expect.stringContaining('seed phrase') });

    const stored = await database.db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(stored).toHaveLength(0);
    expect((await as(app, b).get(`/api/matches/${matchId}/messages`)).json()).toEqual([]);
    // A later message arrives first: the blocked one was never announced.
    await as(app, a).post(`/api/matches/${matchId}/messages`, { content: 'sorry, ignore that' });
    const first = await bob.waitFor((event) => event.type === 'new_message');
    expect(bob.events.filter((event) => event.type === 'new_message')).toEqual([first]);
    bob.close();

    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const word of ['sausage', 'SAUSAGE', 'winner', 'WINNER']) expect(logs).not.toContain(word);
  });

  it('blocks a phrase sent in three disguised pieces on the third, and hides the first two from both users', async () => {
    const { a, b, matchId } = await createMatchedPair(app);
    const bob: LiveClient = await connectLive(host, { cookie: b.cookie });
    const words = SEED.split(' ');
    // A Cyrillic а in one word, a zero-width space in another, four-letter prefixes in the last piece.
    const pieces = [
      words.slice(0, 4).join(' ').replace('thank', 'th\u0430nk'),
      words.slice(4, 8).join(' ').replace('sausage', 'sau\u200Bsage'),
      words
        .slice(8)
        .map((word) => word.slice(0, 4))
        .join(' '),
    ];
    const first = (await as(app, a).post(`/api/matches/${matchId}/messages`, { content: pieces[0] })).json();
    await as(app, b).post(`/api/matches/${matchId}/messages`, { content: 'what are you sending?' });
    const second = (await as(app, a).post(`/api/matches/${matchId}/messages`, { content: pieces[1] })).json();
    expect((await as(app, b).get(`/api/matches/${matchId}/messages`)).json().map((message: { content: string }) => message.content)).toEqual([pieces[0], 'what are you sending?', pieces[1]]);

    const third = await as(app, a).post(`/api/matches/${matchId}/messages`, { content: pieces[2] });
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('SEED_PHRASE_BLOCKED');

    // The recipient is told live, and the list no longer returns the pieces' text, for either user.
    await bob.waitFor((event) => event.type === 'message_removed' && event.messageId === second.id);
    expect(
      bob.events
        .filter((event) => event.type === 'message_removed')
        .map((event) => (event as { messageId: number }).messageId)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    bob.close();
    for (const viewer of [a, b]) {
      const listed = (await as(app, viewer).get(`/api/matches/${matchId}/messages`)).json() as Array<{ content: string; isRemoved: boolean; isHidden: boolean }>;
      expect(listed.map(({ content, isRemoved, isHidden }) => ({ content, isRemoved, isHidden }))).toEqual([
        { content: '', isRemoved: true, isHidden: true },
        { content: 'what are you sending?', isRemoved: false, isHidden: false },
        { content: '', isRemoved: true, isHidden: true },
      ]);
    }
    const preview = (await as(app, b).get('/api/matches')).json().find((match: { id: number }) => match.id === matchId);
    expect(preview.lastMessage.content).toMatch(/hidden/i);
    // Moderators keep the pieces as evidence.
    expect((await findMessage(database.db, first.id))?.content).toBe(pieces[0]);

    // A fresh start after the block is not glued to the hidden pieces.
    expect((await as(app, a).post(`/api/matches/${matchId}/messages`, { content: words.slice(8).join(' ') })).statusCode).toBe(201);
  });

  it('blocks a seed phrase for a stranger with the same 404 as any other send', async () => {
    const { matchId } = await createMatchedPair(app);
    const other = await createMatchedPair(app);
    expect((await as(app, other.a).post(`/api/matches/${matchId}/messages`, { content: SEED })).statusCode).toBe(404);
    expect((await as(app, null).post(`/api/matches/${matchId}/messages`, { content: SEED })).statusCode).toBe(401);
  });

  it('links to a lesson that exists: the wallets and keys module', async () => {
    await seedContent(database.db);
    const [lesson] = await database.db.select().from(learningModules).where(eq(learningModules.id, SEED_PHRASE_LESSON_MODULE_ID));
    expect(lesson?.title).toMatch(/wallets and keys/i);
  });

  it('delivers a scam-like message with a warning the recipient sees, in history too, and the sender does not', async () => {
    const { a, b, matchId } = await createMatchedPair(app);
    const sent = await as(app, a).post(`/api/matches/${matchId}/messages`, { content: "Let's talk on Telegram, add me on @lucy_trades" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().warning).toBeNull();
    await as(app, a).post(`/api/matches/${matchId}/messages`, { content: 'What returns does staking give?' });
    await as(app, b).post(`/api/matches/${matchId}/messages`, { content: 'my uncle runs an investment platform with fixed daily returns, join!' });

    const forBob = (await as(app, b).get(`/api/matches/${matchId}/messages`)).json();
    expect(forBob.map((message: { warning: string | null }) => message.warning)).toEqual(['off-platform', null, null]);
    const forAlice = (await as(app, a).get(`/api/matches/${matchId}/messages`)).json();
    expect(forAlice.map((message: { warning: string | null }) => message.warning)).toEqual([null, null, expect.stringMatching(/investment-pitch|guaranteed-returns/)]);
    const [row] = await database.db.select().from(messages).where(eq(messages.id, sent.json().id));
    expect(row?.warningKind).toBe('off-platform');
  });
});
