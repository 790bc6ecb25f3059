import { describe, expect, it } from 'vitest';
import { randomAddress } from './common';
import { lookalikeOf, middleDiffers, newReceiveRound } from './receive';

describe('receive drill', () => {
  it('plants a look-alike with the same first and last characters and a different middle', () => {
    for (let run = 0; run < 50; run += 1) {
      const real = randomAddress();
      const fake = lookalikeOf(real);
      expect(fake.toLowerCase()).not.toBe(real.toLowerCase());
      expect(middleDiffers(real, fake)).toBe(true);
      expect(fake.slice(0, 6)).toBe(real.slice(0, 6));
      expect(fake.slice(-4)).toBe(real.slice(-4));
      expect(fake).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
  });

  it('puts the poison at the top of the history and the real address further down', () => {
    const round = newReceiveRound();
    expect(round.history[0]!.isPoison).toBe(true);
    expect(round.history.filter((entry) => entry.counterparty === round.saved)).toHaveLength(1);
    expect(middleDiffers(round.saved, round.history[0]!.counterparty)).toBe(true);
  });
});
