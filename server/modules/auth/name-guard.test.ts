import { describe, expect, it } from 'vitest';
import { isReservedName, nameKey } from './name-guard.service';

describe('isReservedName', () => {
  it('refuses staff words in any spelling', () => {
    for (const name of [
      'Coinmates Support',
      'C\u03BFinmates Support',
      'coin.mates',
      'ＳＵＰＰＯＲＴ',
      'Supp0rt team',
      'ADMIN',
      'AdmIn',
      'Adm\u0131n'.replace('\u0131', 'i'),
      'the_moderator',
      'Offic\u0456al news',
      'c\u200Boinmates',
    ]) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it('refuses a moderator\u2019s name in any spelling, matched whole', () => {
    const moderators = [nameKey('Sam'), nameKey('Ramona Tellez')];
    expect(isReservedName('S\u0430m', moderators)).toBe(true);
    expect(isReservedName('Samantha', moderators)).toBe(false);
    expect(isReservedName('R\u0430mona Te1lez', moderators)).toBe(true);
    expect(isReservedName('User 100', [nameKey('User 10')])).toBe(false);
  });

  it('lets ordinary names through', () => {
    for (const name of ['Alice', 'Satoshi fan', 'Ana María', 'محمد', 'Coin collector', 'Mateo']) expect(isReservedName(name), name).toBe(false);
  });
});
