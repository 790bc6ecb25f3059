/**
 * The two steps of message search (message-search.repository.ts): a word common among the newest messages is
 * answered from them, a rarer one from the words' index, and either way the answer is the newest hits, with
 * nothing of someone else's conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { createMatchedPair } from '../../../test/test-matches';
import { RECENT_WINDOW, searchMessages } from './message-search.repository';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('message search, newest first', () => {
  it('answers a common word from the newest messages and an older, rarer word from the index, never mixing people', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const strangers = await createMatchedPair(context.app);
    // Oldest first: 30 with "ledger" (only outside the newest window), then the window's worth with "gm" in 25 of them.
    const rows = [
      ...Array.from({ length: 30 }, (_, index) => `ledger note ${index}`),
      ...Array.from({ length: RECENT_WINDOW }, (_, index) => (index % 16 === 0 ? `gm number ${index}` : `filler ${index}`)),
    ].map((content, index) => ({ matchId, senderId: index % 2 ? a.id : b.id, recipientId: index % 2 ? b.id : a.id, content }));
    await context.database.db.insert(messages).values(rows);
    await context.database.db.insert(messages).values([{ matchId: strangers.matchId, senderId: strangers.a.id, recipientId: strangers.b.id, content: 'gm ledger stranger' }]);
    const ids = await context.database.db.select({ id: messages.id, content: messages.content }).from(messages);
    const idsOf = (prefix: string) =>
      ids
        .filter((row) => row.content.startsWith(prefix) && !row.content.includes('stranger'))
        .map((row) => row.id)
        .sort((x, y) => y - x);

    const search = (userId: number, word: string, within?: number) => searchMessages(context.database.db, { userId, words: word, tsquery: `${word}:*`, matchId: within, limit: 20 });
    for (const within of [undefined, matchId]) {
      expect((await search(a.id, 'gm', within)).map((row) => row.id)).toEqual(idsOf('gm').slice(0, 20));
      expect((await search(b.id, 'ledg', within)).map((row) => row.id)).toEqual(idsOf('ledger').slice(0, 20));
    }
    expect((await search(strangers.a.id, 'ledger')).map((row) => row.id)).toHaveLength(1);
  });
});
