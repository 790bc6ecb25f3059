import { describe, expect, it } from 'vitest';
import { LINKS_UNLOCK_AFTER_MS } from '../../../../shared/constants/links';
import { isNewPair, linksToStore, toMessageLinks } from './message-links';

const now = new Date('2026-11-27T12:00:00Z');
const longAgo = new Date(now.getTime() - LINKS_UNLOCK_AFTER_MS);

describe('isNewPair', () => {
  it('is new until the pair matched two days ago and each sent ten messages', () => {
    expect(isNewPair({ matchedAt: longAgo, sentByEach: [10, 10] }, now)).toBe(false);
    expect(isNewPair({ matchedAt: new Date(longAgo.getTime() + 1), sentByEach: [10, 10] }, now)).toBe(true);
    expect(isNewPair({ matchedAt: longAgo, sentByEach: [10, 9] }, now)).toBe(true);
    expect(isNewPair({ matchedAt: longAgo, sentByEach: [0, 40] }, now)).toBe(true);
  });
});

describe('linksToStore', () => {
  it('does not ask about the pair when the text has no links', async () => {
    let asked = false;
    expect(await linksToStore('gm, how is staking going?', async () => (asked = true))).toEqual([]);
    expect(asked).toBe(false);
  });

  it('holds links of a new pair except the educational sites', async () => {
    const links = await linksToStore('read ethereum.org/en/staking and docs.uniswap.org, then app.uniswap.org', async () => true);
    expect(links.map((link) => [link.host, link.held])).toEqual([
      ['ethereum.org', false],
      ['docs.uniswap.org', false],
      ['app.uniswap.org', true],
    ]);
    expect((await linksToStore('app.uniswap.org', async () => false))[0]?.held).toBe(false);
  });
});

describe('toMessageLinks', () => {
  const stored = (host: string, extra: Partial<{ held: boolean; hasUserinfo: boolean }> = {}) => ({ start: 0, end: 5, url: `https://${host}/`, host, hasUserinfo: false, held: false, ...extra });

  it('puts a bad host before a hidden destination, and that before a hold', () => {
    expect(toMessageLinks([stored('metamask-io.com', { held: true, hasUserinfo: true })])[0]).toMatchObject({ verdict: 'lookalike', reason: 'brand-variant', lookalikeOf: 'metamask.io' });
    expect(toMessageLinks([stored('evil.com', { held: true, hasUserinfo: true })])[0]).toMatchObject({ verdict: 'unsafe', reason: 'userinfo' });
    expect(toMessageLinks([stored('example.com', { held: true })])[0]).toMatchObject({ verdict: 'held', reason: 'new-pair' });
    expect(toMessageLinks([stored('example.com')])[0]).toMatchObject({ verdict: 'ok', reason: 'checked', url: 'https://example.com/' });
    expect(toMessageLinks([stored('ethereum.org')])[0]).toMatchObject({ verdict: 'ok', reason: 'educational' });
    expect(toMessageLinks(null)).toEqual([]);
  });
});
