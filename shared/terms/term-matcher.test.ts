import { describe, expect, it } from 'vitest';
import { termForms } from './term-forms';
import { createTermMatcher, segmentText, type MatchableTerm } from './term-matcher';

const NAMES = [
  'Layer 1',
  'Layer 2',
  'Layer',
  'Staking',
  'Liquid Staking',
  'Proof of Stake',
  'NFT',
  'Wallet',
  'Wallet Address',
  'Centralized Exchange (CEX)',
  '51% Attack',
  'ERC-20',
  'Sat',
  'Gas',
  'DeFi',
  'Ether',
];
const TERMS: MatchableTerm[] = NAMES.map((name, index) => ({ id: index + 1, forms: termForms(name) }));
const idOf = (name: string) => NAMES.indexOf(name) + 1;
const matcher = createTermMatcher(TERMS);

/** The matched words as written, with the term each was taken for. */
function found(text: string): Array<[string, string]> {
  return matcher.find(text).map((match) => [text.slice(match.start, match.end), NAMES[match.termId - 1]!]);
}

describe('createTermMatcher', () => {
  it('prefers the longest form at a position: "Layer 2" over "Layer"', () => {
    expect(found('Layer 2 rollups settle on layer 1; a layer is a layer.')).toEqual([
      ['Layer 2', 'Layer 2'],
      ['layer 1', 'Layer 1'],
      ['layer', 'Layer'],
      ['layer', 'Layer'],
    ]);
    expect(found('Liquid staking is staking too')).toEqual([
      ['Liquid staking', 'Liquid Staking'],
      ['staking', 'Staking'],
    ]);
  });

  it('matches any letter case, hyphen or space between words, and plurals of the last word', () => {
    expect(found('PROOF-OF-STAKE chains; my nfts and two wallets')).toEqual([
      ['PROOF-OF-STAKE', 'Proof of Stake'],
      ['nfts', 'NFT'],
      ['wallets', 'Wallet'],
    ]);
    expect(found('a wallet   address')).toEqual([['wallet   address', 'Wallet Address']]);
  });

  it('keeps punctuation that belongs to a form and recognises both parts of "Name (ABBR)"', () => {
    expect(found('A 51% attack on ERC-20 tokens')).toEqual([
      ['51% attack', '51% Attack'],
      ['ERC-20', 'ERC-20'],
    ]);
    expect(found('51 attack')).toEqual([]);
    expect(found('Centralized Exchange (CEX). A CEX or a centralized exchange.')).toEqual([
      ['Centralized Exchange (CEX)', 'Centralized Exchange (CEX)'],
      ['CEX', 'Centralized Exchange (CEX)'],
      ['centralized exchange', 'Centralized Exchange (CEX)'],
    ]);
  });

  it('never matches inside another word', () => {
    expect(found('gasoline, antistaking, Ethereum, DeFiLlama, stakingX, x_gas, walletaddress')).toEqual([]);
    expect(found("Ether's price and the gas-fee")).toEqual([
      ['Ether', 'Ether'],
      ['gas', 'Gas'],
    ]);
  });

  it('skips an ambiguous name but keeps its aliases ("sat" down, 50,000 sats)', () => {
    expect(found('I sat down and stacked 50,000 sats')).toEqual([['sats', 'Sat']]);
  });

  it('skips URLs, e-mail addresses and domain names', () => {
    expect(found('see https://example.com/defi/staking?x=gas and www.staking.io/wallet')).toEqual([]);
    expect(found('mail staking@defi.org or read ethereum.org/staking, defi.xyz')).toEqual([]);
    expect(found('(https://a.io/nft) then NFT.')).toEqual([['NFT', 'NFT']]);
    expect(found('Staking. Then DeFi...')).toEqual([
      ['Staking', 'Staking'],
      ['DeFi', 'DeFi'],
    ]);
  });

  it('finds nothing in a 66-character hex hash or a 300-character word, and still finds terms around them', () => {
    const hash = `0x${'de'.repeat(32)}`;
    expect(hash).toHaveLength(66);
    const long = 'staking'.repeat(43);
    expect(long.length).toBeGreaterThanOrEqual(300);
    expect(found(`${hash} ${long} gas ${'a'.repeat(300)}`)).toEqual([['gas', 'Gas']]);
    expect(found(`0xstaking ${'f'.repeat(64)}nft`)).toEqual([]);
  });

  it('handles emoji and right-to-left text around terms', () => {
    const text = '🚀staking🚀 مرحبا DeFi שלום wallet‏ 👩‍👩‍👧 NFT';
    expect(found(text)).toEqual([
      ['staking', 'Staking'],
      ['DeFi', 'DeFi'],
      ['wallet', 'Wallet'],
      ['NFT', 'NFT'],
    ]);
    // A term glued to letters of another script is part of that word.
    expect(found('stakingمرحبا')).toEqual([]);
  });

  it('answers a long hostile text in one pass (no catastrophic backtracking)', () => {
    const hostile = `${'a.'.repeat(20_000)}${'x'.repeat(50_000)} ${'staking,'.repeat(5_000)}`;
    const matches = matcher.find(hostile);
    expect(matches).toHaveLength(5_000);
    expect(matches.every((match) => match.termId === idOf('Staking'))).toBe(true);
  });

  it('returns nothing for an empty vocabulary or text', () => {
    expect(createTermMatcher([]).find('staking')).toEqual([]);
    expect(matcher.find('')).toEqual([]);
  });
});

describe('segmentText', () => {
  it('cuts text into plain and term pieces that join back to the text', () => {
    const text = 'Stake on Layer 2, then stake again on layer 2.';
    const segments = segmentText(matcher, text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.kind === 'term')).toEqual([
      { kind: 'term', text: 'Layer 2', termId: idOf('Layer 2') },
      { kind: 'term', text: 'layer 2', termId: idOf('Layer 2') },
    ]);
  });

  it('leaves an occurrence plain when the caller declines it (first time per section only)', () => {
    const linked = new Set<number>();
    const once = (termId: number) => (linked.has(termId) ? false : (linked.add(termId), true));
    const segments = segmentText(matcher, 'gas, gas and more gas', once);
    expect(segments).toEqual([
      { kind: 'term', text: 'gas', termId: idOf('Gas') },
      { kind: 'text', text: ', gas and more gas' },
    ]);
  });
});

describe('termForms', () => {
  it('splits "Name (ABBR)" and adds the aliases', () => {
    expect(termForms('Centralized Exchange (CEX)')).toEqual(['Centralized Exchange (CEX)', 'Centralized Exchange', 'CEX', 'centralised exchange']);
    expect(termForms('Layer 2')).toEqual(['Layer 2', 'L2']);
    expect(termForms('Sat')).toEqual(['sats', 'satoshis']);
    expect(termForms('Blockchain')).toEqual(['Blockchain']);
  });
});

describe('terms in other languages (docs/decisions/056-translations.md)', () => {
  const terms: MatchableTerm[] = [
    { id: 1, forms: ['Wallet'], suffixedForms: ['Cüzdan', 'İmza'] },
    { id: 2, forms: ['Staking', 'Billetera', 'المحفظة'] },
    { id: 3, forms: ['Token'] },
  ];
  const local = createTermMatcher(terms);
  const words = (text: string) => local.find(text).map((match) => [text.slice(match.start, match.end), match.termId]);

  it('Turkish: dotted and dotless i are one letter, and a Turkish form takes Turkish suffixes', () => {
    expect(words('CÜZDAN ve cüzdanlarda, cüzdanını unutma; IMZA ve imzası')).toEqual([
      ['CÜZDAN', 1],
      ['cüzdanlarda', 1],
      ['cüzdanını', 1],
      ['IMZA', 1],
      ['imzası', 1],
    ]);
    // An English form takes no Turkish suffix, and a suffix that is not one is no match.
    expect(words('tokenlar and cüzdanxyz')).toEqual([]);
  });

  it('Arabic: proclitics, the article, vowel marks and tatweel do not hide a term', () => {
    expect(words('والمحفظة بالمحفظة للمحفظة محفظة المَحْفَظة')).toEqual([
      ['والمحفظة', 2],
      ['بالمحفظة', 2],
      ['للمحفظة', 2],
      ['محفظة', 2],
      ['المَحْفَظة', 2],
    ]);
  });

  it('Spanish words keep their word boundaries and plurals', () => {
    expect(words('Mis billeteras, mi Billetera y el staking; no "billeterazo"')).toEqual([
      ['billeteras', 2],
      ['Billetera', 2],
      ['staking', 2],
    ]);
  });
});
