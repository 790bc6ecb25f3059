import { describe, expect, it } from 'vitest';
import { checkHost } from './host-verdict';
import { editDistance } from './edit-distance';

function verdictOf(host: string): string {
  const { verdict, reason, lookalikeOf } = checkHost(host);
  return [verdict, reason, lookalikeOf].filter(Boolean).join(' ');
}

describe('checkHost', () => {
  it.each([
    ['metamask.io', 'ok checked'],
    ['support.metamask.io', 'ok checked'],
    ['shop.ledger.com', 'ok checked'],
    ['binance.us', 'ok checked'],
    ['example.com', 'ok checked'],
    ['github.com', 'ok checked'],
    ['finance.yahoo.com', 'ok checked'],
    ['finance.com', 'ok checked'],
    ['leader.com', 'ok checked'],
    ['bitcoincore.org', 'ok checked'],
    ['ethereum-magicians.org', 'ok checked'],
    ['ethereum.stackexchange.com', 'ok checked'],
    ['xn--mnchen-3ya.de', 'ok checked'],
  ])('lets %s through', (host, expected) => {
    expect(verdictOf(host)).toBe(expected);
  });

  it.each([
    ['nfts-mints.com', 'phishing phishing-list'],
    ['metamask.com', 'phishing phishing-list'],
    ['sub.nfts-mints.com', 'phishing phishing-list'],
  ])("blocks %s, on MetaMask's phishing list", (host, expected) => {
    expect(verdictOf(host)).toBe(expected);
  });

  it.each([
    ['metamask-io.com', 'lookalike brand-variant metamask.io'],
    ['metamask-support.com', 'lookalike brand-variant metamask.io'],
    ['support-metamask.net', 'lookalike brand-variant metamask.io'],
    ['coinbase-wallet.app', 'lookalike brand-variant coinbase.com'],
    ['ledgerlive.com', 'lookalike brand-variant ledger.com'],
    ['metamask-wallet.vercel.app', 'lookalike brand-variant metamask.io'],
    ['krakn.com', 'lookalike typosquat kraken.com'],
    ['coinbsae.com', 'lookalike typosquat coinbase.com'],
    ['trezr.com', 'lookalike typosquat trezor.io'],
    ['c0inbase.com', 'lookalike confusable coinbase.com'],
    ['xn--mtamask-7gg.io', 'lookalike confusable metamask.io'],
    ['xn--mtmsk-5veb0b.com', 'lookalike confusable metamask.io'],
    ['metamask.io.evil.com', 'lookalike brand-in-subdomain metamask.io'],
    ['login-coinbase.evil.com', 'lookalike brand-in-subdomain coinbase.com'],
    ['ethereum.org.evil.com', 'lookalike brand-in-subdomain ethereum.org'],
    ['bitcoin.net', 'lookalike other-tld bitcoin.org'],
    ['metamask.github.io', 'lookalike other-tld metamask.io'],
    ['rnetamask.io', 'lookalike fuzzy-list metamask.io'],
  ])('flags %s as a look-alike', (host, expected) => {
    expect(verdictOf(host)).toBe(expected);
  });

  it.each([
    ['192.168.1.1', 'unsafe ip-address'],
    ['::1', 'unsafe ip-address'],
    ['localhost', 'unsafe not-public'],
    ['wallet.internal', 'unsafe not-public'],
  ])('refuses %s, an address no chat link needs', (host, expected) => {
    expect(verdictOf(host)).toBe(expected);
  });
});

describe('editDistance', () => {
  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('metamask', 'metmaask')).toBe(1);
    expect(editDistance('kraken', 'krakne')).toBe(1);
    expect(editDistance('ledger', 'leader')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('😀a', 'a')).toBe(1);
  });
});
