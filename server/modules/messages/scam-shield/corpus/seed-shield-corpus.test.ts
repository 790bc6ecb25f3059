import { describe, expect, it } from 'vitest';
import { DISGUISES } from './disguises';
import { measureSeedShield, replay } from './measure';

describe('the seed shield over the corpus', () => {
  const figures = measureSeedShield();

  it('covers every disguise over many random valid phrases of 12 and 24 words', () => {
    expect(DISGUISES.length).toBeGreaterThanOrEqual(37);
    expect(figures.disguised.total).toBe(DISGUISES.length * 20);
  });

  it('blocks at least 95% of disguised phrases', () => {
    expect(figures.disguised.blocked / figures.disguised.total).toBeGreaterThanOrEqual(0.95);
  });

  it('falsely blocks under 1% of ordinary crypto chat', () => {
    expect(figures.normal.total).toBeGreaterThan(2000);
    expect(figures.normal.falselyBlocked / figures.normal.total).toBeLessThan(0.01);
  });

  it('blocks a phrase in three pieces on the piece that completes it', () => {
    const words = 'legal winner thank year wave sausage worth useful legal winner thank yellow'.split(' ');
    expect(replay([words.slice(0, 4).join(' '), words.slice(4, 8).join(' ')])).toBe(0);
    expect(replay([words.slice(0, 4).join(' '), words.slice(4, 8).join(' '), words.slice(8).join(' ')])).toBe(1);
  });
});
