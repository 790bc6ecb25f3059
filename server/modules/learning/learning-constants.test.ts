import { describe, expect, it } from 'vitest';
import { difficultyBand, moduleMatchesCoin, moduleTopicKeys } from '../../../shared/constants/learning';

describe('difficultyBand', () => {
  it('follows spec section 4: 1-3 Beginner, 4-7 Intermediate, 8 and up Advanced', () => {
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
