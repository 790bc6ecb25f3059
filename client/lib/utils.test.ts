import { describe, expect, it } from 'vitest';
import { initials } from './utils';

describe('initials', () => {
  it('takes the first letter of two words, or two letters of one', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('satoshi')).toBe('SA');
    expect(initials('   ')).toBe('?');
  });

  it('never cuts an emoji in half (no lone surrogate shows as a replacement box)', () => {
    const result = initials('👩🏽‍💻🚀 Crypto Queen of the Moon 🌕💎');
    expect(result).toBe('CQ');
    expect(initials('🚀🌕')).toBe('🚀');
    expect(initials('🚀 moon')).toBe('MO');
    // A lone surrogate (half an emoji) is what showed as a replacement box.
    for (const name of ['👩🏽‍💻', '🏳️‍🌈 x', '𝒜𝒷 𝒸']) expect(initials(name)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('keeps right-to-left names whole characters', () => {
    expect(initials('عبد الرحمن')).toBe('عا');
  });
});
