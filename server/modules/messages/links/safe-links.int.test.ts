import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKS_UNLOCK_AFTER_MESSAGES_EACH, LINKS_UNLOCK_AFTER_MS } from '../../../../shared/constants/links';
import type { Message } from '../../../../shared/contracts/messages';
import { matches } from '../../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app';
import { createMatchedPair } from '../../../test/test-matches';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function send(user: TestUser, matchId: number, content: string): Promise<Message> {
  const response = await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content }, headers: { cookie: user.cookie } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function history(user: TestUser, matchId: number): Promise<Message[]> {
  return (await context.app.inject({ url: `/api/matches/${matchId}/messages`, headers: { cookie: user.cookie } })).json();
}

/** What a reader sees of each link: the text it was written as, its host and its verdict. */
function seen(message: Message): string[] {
  return message.links.map((link) => `${message.content.slice(link.start, link.end)} -> ${link.host} ${link.verdict} ${link.reason}${link.lookalikeOf ? ` ${link.lookalikeOf}` : ''}`);
}

/** The pair matched long enough ago, and each sent enough messages: their links unlock. */
async function establish(pair: { a: TestUser; b: TestUser; matchId: number }): Promise<void> {
  await context.database.db
    .update(matches)
    .set({ createdAt: new Date(Date.now() - LINKS_UNLOCK_AFTER_MS - 60_000) })
    .where(eq(matches.id, pair.matchId));
  for (let index = 0; index < LINKS_UNLOCK_AFTER_MESSAGES_EACH; index += 1) {
    await send(pair.a, pair.matchId, `gm ${index}`);
    await send(pair.b, pair.matchId, `gm back ${index}`);
  }
}

describe('links in chat messages', () => {
  const mixed = 'claim at metamask-io.com/claim, read ethereum.org/en/wallets/ or example.com/guide, and https://metamask.io@evil.com/x';

  it('stores each link with its verdict and gives both users the same, a new pair holding ordinary links', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const expected = [
      'metamask-io.com/claim -> metamask-io.com lookalike brand-variant metamask.io',
      'ethereum.org/en/wallets/ -> ethereum.org ok educational',
      'example.com/guide -> example.com held new-pair',
      'https://metamask.io@evil.com/x -> evil.com unsafe userinfo',
    ];
    const sent = await send(a, matchId, mixed);
    expect(seen(sent)).toEqual(expected);
    expect(sent.links[1]?.url).toBe('http://ethereum.org/en/wallets/');

    const [received] = await history(b, matchId);
    expect(seen(received!)).toEqual(expected);
    const [own] = await history(a, matchId);
    expect(seen(own!)).toEqual(expected);
  });

  it('makes ordinary links clickable once the pair has chatted, and still blocks phishing and look-alikes', async () => {
    const pair = await createMatchedPair(context.app);
    await establish(pair);
    const sent = await send(pair.b, pair.matchId, 'try example.com/guide, nfts-mints.com, xn--mtamask-7gg.io and HTTP://MetaMask.IO./download');
    expect(seen(sent)).toEqual([
      'example.com/guide -> example.com ok checked',
      'nfts-mints.com -> nfts-mints.com phishing phishing-list',
      'xn--mtamask-7gg.io -> xn--mtamask-7gg.io lookalike confusable metamask.io',
      'HTTP://MetaMask.IO./download -> metamask.io ok checked',
    ]);
    expect(sent.links[3]?.url).toBe('http://metamask.io./download');
    const received = (await history(pair.a, pair.matchId)).at(-1)!;
    expect(seen(received)).toEqual(seen(sent));
  });

  it('keeps a link held when it was sent while the pair was new, after the pair unlocks', async () => {
    const pair = await createMatchedPair(context.app);
    const early = await send(pair.a, pair.matchId, 'see example.com/early');
    await establish(pair);
    const later = await send(pair.a, pair.matchId, 'see example.com/later');
    const messages = await history(pair.b, pair.matchId);
    expect(seen(messages.find((message) => message.id === early.id)!)).toEqual(['example.com/early -> example.com held new-pair']);
    expect(seen(messages.find((message) => message.id === later.id)!)).toEqual(['example.com/later -> example.com ok checked']);
  });

  it('gives messages without links an empty list', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    expect((await send(a, matchId, 'node.js v1.2 e.g. me@example.com')).links).toEqual([]);
  });
});
