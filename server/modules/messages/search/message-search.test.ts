import { describe, expect, it } from 'vitest';
import { toSnippet, toTsquery } from './message-search.service';

describe('message search query', () => {
  it('keeps only runs of letters and digits, each a prefix, all required', () => {
    expect(toTsquery('Staking rewards')).toBe('staking:* & rewards:*');
    expect(toTsquery("a:* | !b & (c') <-> d")).toBe('a:* & b:* & c:* & d:*');
    expect(toTsquery('مرحبا بالعالم')).toBe('مرحبا:* & بالعالم:*');
    expect(toTsquery('!!! &&')).toBeNull();
    expect(toTsquery('one two three four five six seven eight nine ten')?.split(' & ')).toHaveLength(8);
  });

  it('turns the headline markers into ranges of the plain snippet', () => {
    const { snippet, highlights } = toSnippet('the \u0001merkle\u0002 root and \u0001merkle\u0002 proofs 🚀');
    expect(snippet).toBe('the merkle root and merkle proofs 🚀');
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual(['merkle', 'merkle']);
  });
});
