import { describe, expect, it } from 'vitest';
import type { ScamWarningKind } from '../../../../shared/constants/scam-rules';
import { detectScamWarning, scoreScamRules } from './scam-rules';

/** Real-world phrasings (romance and "pig-butchering" scripts, off-platform lures) and innocent chat. */
const TABLE: Array<[string, ScamWarningKind | null]> = [
  // Asking for keys or a seed phrase
  ['Send me your seed phrase so I can check your wallet is safe', 'asks-for-keys'],
  ['can u share ur recovery phrase? i will help you sync', 'asks-for-keys'],
  ["What's your private key? I'll move the airdrop for you", 'asks-for-keys'],
  ['To verify your wallet, type the 12 words here', 'asks-for-keys'],
  ['Support here: we need your secret recovery phrase to restore your wallet', 'asks-for-keys'],
  ['Just give me the private key and I will set it up', 'asks-for-keys'],
  ['paste your mnemonic phrase into the form to claim', 'asks-for-keys'],
  ['Screenshot your wallet seed words and send it, I will fix the error', 'asks-for-keys'],
  // Guaranteed or fixed returns
  ['This bot gives guaranteed profit every week, zero risk', 'guaranteed-returns'],
  ['Fixed daily returns of 3%, you cannot lose', 'guaranteed-returns'],
  ['I earn 5% daily with this strategy', 'guaranteed-returns'],
  ['It will double your money in 2 weeks', 'guaranteed-returns'],
  ['Returns are guaranteed, my uncle checked', 'guaranteed-returns'],
  ['risk-free profits, 100% safe', 'guaranteed-returns'],
  ['you get 2.5 % per day on your USDT', 'guaranteed-returns'],
  // Investment platform, mentor, signal group
  ['My uncle is an analyst, he shares signals on his trading platform. You should join', 'investment-pitch'],
  ['Have you heard of this investment platform? I made 4000 last month', 'investment-pitch'],
  ['Join our VIP signal group, the mentor posts entries daily', 'investment-pitch'],
  ['My mentor has insider information on the next pump', 'investment-pitch'],
  ['Let me teach you how to trade, register on this site first', 'investment-pitch'],
  ['You need to pay the withdrawal tax before they release your funds', 'investment-pitch'],
  ['I can show you how to earn with arbitrage, the minimum deposit is 500 USDT', 'investment-pitch'],
  // Off the app
  ['Add me on WhatsApp, I rarely open this app', 'off-platform'],
  ["Let's talk on Telegram, it's easier", 'off-platform'],
  ['DM me on insta @crypto_anna_88', 'off-platform'],
  ["What's your WhatsApp?", 'off-platform'],
  ['Text me at +1 (415) 555-0132', 'off-platform'],
  ['call me 415-555-0132 tonight', 'off-platform'],
  ['my telegram id is @lucy_trades', 'off-platform'],
  ['Can we move this to Signal?', 'off-platform'],
  ["what's your number? i'd rather text", 'off-platform'],
  // Innocent: must not trigger
  ['I lost my phone number when I moved abroad', null],
  ['telegram open network TON is a coin', null],
  ['What returns does staking give?', null],
  ['Never share your seed phrase with anyone, not even support', null],
  ["Don't ever give your private key to a website", null],
  ['I wrote my seed phrase on paper and keep it in a safe', null],
  ['Where do you store your recovery phrase?', null],
  ['Returns are never guaranteed in crypto', null],
  ['ETH staking yields about 4% per year right now', null],
  ['BTC dropped 5% a day ago', null],
  ['Signal is a good messenger for privacy, Moxie built it', null],
  ['Is there a bullish signal on the weekly chart?', null],
  ['Which trading platform do you use, Kraken or Coinbase?', null],
  ['I guarantee you will love this pizza place', null],
  ['My uncle taught me to fish', null],
  ['Do you read the news on Telegram channels?', null],
  ['Is staking risk-free?', null],
  ['My mentor at uni explained hash functions', null],
  ['The 12 words are the backup for a hardware wallet, right?', null],
  ['Message me on here anytime you have a question', null],
  ['I joined a book club last year', null],
  ['Bitcoin hit 100000 in 2024-12-05 news', null],
];

describe('scam rules on real-world phrasings', () => {
  it('has at least 40 phrasings in both directions', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    expect(TABLE.filter(([, kind]) => kind === null).length).toBeGreaterThanOrEqual(15);
    expect(TABLE.filter(([, kind]) => kind !== null).length).toBeGreaterThanOrEqual(20);
  });

  it.each(TABLE)('%s -> %s', (text, expected) => {
    const explain = scoreScamRules(text)
      .filter((score) => score.signals.length > 0)
      .map((score) => `${score.kind}=${score.score} [${score.signals.join(', ')}]`)
      .join('; ');
    expect(detectScamWarning(text), explain).toBe(expected);
  });

  it('ignores case and curly apostrophes', () => {
    expect(detectScamWarning('WHAT’S YOUR PRIVATE KEY')).toBe('asks-for-keys');
  });
});
