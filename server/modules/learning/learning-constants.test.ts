import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { difficultyBand, moduleMatchesCoin, moduleTopicKeys } from '../../../shared/constants/learning';

describe('difficultyBand', () => {
  it('follows docs/product.md section 4: 1-3 Beginner, 4-7 Intermediate, 8 and up Advanced', () => {
    expect([1, 3, 4, 7, 8, 10].map(difficultyBand)).toEqual(['Beginner', 'Beginner', 'Intermediate', 'Intermediate', 'Advanced', 'Advanced']);
  });
});

describe('moduleMatchesCoin', () => {
  const bitcoin = { id: 1, name: 'Bitcoin', tags: ['Layer 1', 'Proof of Work'] };
  it('matches on the coin id, a topic in the coin name or a tag equal to a topic', () => {
    expect(moduleMatchesCoin({ coinId: 1, topics: ['money'] }, bitcoin)).toBe(true);
    expect(moduleMatchesCoin({ coinId: null, topics: ['bitcoin', 'lightning'] }, bitcoin)).toBe(true);
    expect(moduleMatchesCoin({ coinId: 2, topics: ['proof of work'] }, bitcoin)).toBe(true);
    expect(moduleMatchesCoin({ coinId: 2, topics: ['ethereum', 'gas'] }, bitcoin)).toBe(false);
  });
});

describe('moduleTopicKeys', () => {
  it('maps content topics onto the shared topic table without duplicates', () => {
    expect(moduleTopicKeys({ topics: ['nfts', 'digital ownership'], category: 'entertainment' })).toEqual(['nfts', 'web3']);
  });
});

describe('moduleMatchesCoin on normalised topics', () => {
  it('ignores case, hyphens and a plural s: tag "Stablecoin" finds topic "stablecoins"', () => {
    const tether = { id: 3, name: 'Tether', tags: ['Stablecoin', 'Payments', 'Multi-Chain'] };
    expect(moduleMatchesCoin({ coinId: 7, topics: ['stablecoins', 'defi'] }, tether)).toBe(true);
    expect(moduleMatchesCoin({ coinId: null, topics: ['proof of stake'] }, { id: 9, name: 'X', tags: ['Proof-of-Stake'] })).toBe(true);
    expect(moduleMatchesCoin({ coinId: null, topics: ['gaming'] }, tether)).toBe(false);
  });

  it('leads every coin of the catalogue to at least one module', () => {
    const coins = ['coins-a.json', 'coins-b.json'].flatMap((file) => JSON.parse(readFileSync(`content/coins/${file}`, 'utf8')) as Array<{ id: number; name: string; tags: string[] }>);
    const modules = readdirSync('content/modules')
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(`content/modules/${file}`, 'utf8')) as { coinId?: number | null; topics: string[] });
    const leadingNowhere = coins.filter((coin) => !modules.some((module) => moduleMatchesCoin({ coinId: module.coinId ?? null, topics: module.topics }, coin)));
    expect(leadingNowhere.map((coin) => coin.name)).toEqual([]);
  });
});
