/**
 * Safe links in the chat (docs/decisions/044-safe-links.md): the crypto domains whose look-alikes are not
 * clickable, the few educational sites a new pair may open, and when a pair's links unlock. Data, reviewed
 * like code: each domain is the one its project names as its own on the page given as its source.
 */

export interface KnownDomain {
  /** The registrable domain, lower case ASCII. */
  domain: string;
  /** Where the project names this domain as its own. */
  source: string;
  /**
   * False for names that are also a protocol's name, used by many honest sites ("bitcoincore.org",
   * "ethereum-magicians.org"): only misspellings, confusables and other endings count for them.
   */
  matchesVariants?: false;
}

/**
 * Domains that drainers and fake support sites imitate. A host whose registrable name is one of these (or a
 * subdomain of one) is the real site; one that merely looks like them is a look-alike. Generic words
 * ("crypto", "safe", "phantom") are left out: every site with the word in its name would look alike.
 */
export const KNOWN_CRYPTO_DOMAINS: readonly KnownDomain[] = [
  { domain: 'metamask.io', source: 'https://metamask.io (the wallet; help at support.metamask.io)' },
  { domain: 'ethereum.org', source: 'https://ethereum.org/en/about/ (the Ethereum community site)', matchesVariants: false },
  { domain: 'bitcoin.org', source: 'https://bitcoin.org/en/about-us', matchesVariants: false },
  { domain: 'bitcoin.com', source: 'https://www.bitcoin.com (a wallet and news company)', matchesVariants: false },
  { domain: 'uniswap.org', source: 'https://uniswap.org (Uniswap Labs; the app is app.uniswap.org)' },
  { domain: 'coinbase.com', source: 'https://www.coinbase.com/about' },
  { domain: 'binance.com', source: 'https://www.binance.com/en/about' },
  { domain: 'binance.us', source: 'https://www.binance.us (the US exchange)' },
  { domain: 'kraken.com', source: 'https://www.kraken.com/about' },
  { domain: 'ledger.com', source: 'https://www.ledger.com (Ledger hardware wallets and Ledger Live)' },
  { domain: 'trezor.io', source: 'https://trezor.io (SatoshiLabs hardware wallets)' },
  { domain: 'opensea.io', source: 'https://opensea.io/about' },
  { domain: 'etherscan.io', source: 'https://etherscan.io/aboutus' },
  { domain: 'myetherwallet.com', source: 'https://www.myetherwallet.com' },
  { domain: 'trustwallet.com', source: 'https://trustwallet.com' },
  { domain: 'walletconnect.com', source: 'https://walletconnect.com' },
];

/**
 * Names one letter away from a known name that are ordinary words with sites of their own: a distance rule
 * alone would block every link to them ("finance" is one letter from "binance").
 */
export const LOOKALIKE_EXCEPTIONS: readonly string[] = ['finance', 'leader', 'lodger', 'ledgers', 'tremor'];

/**
 * Educational sites a new pair may open (docs/product.md section 11): they teach and cannot connect
 * a wallet. A host matches when it is the entry or a subdomain of it; keep the list short.
 */
export const EDUCATIONAL_LINK_HOSTS: readonly KnownDomain[] = [
  { domain: 'ethereum.org', source: 'https://ethereum.org/en/learn/' },
  { domain: 'bitcoin.org', source: 'https://bitcoin.org/en/getting-started' },
  { domain: 'docs.soliditylang.org', source: 'https://docs.soliditylang.org (the Solidity language documentation)' },
  { domain: 'docs.uniswap.org', source: 'https://docs.uniswap.org (documentation only; the app is app.uniswap.org)' },
  { domain: 'support.metamask.io', source: "https://support.metamask.io (MetaMask's help centre)" },
  { domain: 'developer.bitcoin.org', source: 'https://developer.bitcoin.org (Bitcoin developer guides)' },
];

/** A pair's links unlock once they matched this long ago ... */
export const LINKS_UNLOCK_AFTER_MS = 2 * 24 * 60 * 60 * 1000;
/** ... and each of them has sent at least this many messages in the conversation. */
export const LINKS_UNLOCK_AFTER_MESSAGES_EACH = 10;

/**
 * What a link in a message is to its reader. `phishing`, `lookalike` and `unsafe` are never clickable;
 * `held` is not clickable yet (a new pair); `ok` opens through the "You are leaving Coinmates" step.
 */
export const LINK_VERDICTS = ['ok', 'phishing', 'lookalike', 'unsafe', 'held'] as const;
export type LinkVerdict = (typeof LINK_VERDICTS)[number];

/** Why a link got its verdict; the client words each one. */
export const LINK_REASONS = [
  'checked',
  'educational',
  'phishing-list',
  'fuzzy-list',
  'confusable',
  'typosquat',
  'brand-variant',
  'brand-in-subdomain',
  'other-tld',
  'userinfo',
  'ip-address',
  'not-public',
  'new-pair',
] as const;
export type LinkReason = (typeof LINK_REASONS)[number];
