/**
 * Ordinary crypto chat the shield must let through: hand-written lines about seeds, phrases, wallets and
 * words, generated addresses and hashes, the lessons' own text and the glossary's term lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Lines learners write to each other, many on purpose about seed phrases, keys and word lists. */
export const CHAT_LINES = [
  'Never share your seed phrase with anyone, not even support.',
  'I wrote my seed phrase on paper and put it in a safe, is that enough?',
  'How many words is a seed phrase usually? 12 or 24?',
  'The lesson says a 24 word phrase has 256 bits of entropy, wild',
  'My recovery phrase is stored offline, never typed into a computer',
  'Did you finish the wallets and keys module? The quiz about seed phrases was tricky',
  'seed round funding is not the same as a seed phrase lol',
  'I planted tomato seeds today, totally unrelated to crypto',
  'What does the phrase "not your keys, not your coins" actually mean?',
  'A hardware wallet keeps the private key on the device, so the phrase is just a backup',
  'Passphrase = 25th word, right? It changes every address',
  'BIP-39 has 2048 words and the first four letters of each are unique',
  'Words to learn today: wallet, token, address, block, mining, gas, fee, layer, bridge, oracle, swap, stake',
  'vocab list: blockchain, consensus, validator, slashing, rollup, sequencer, mempool, nonce, hash, merkle',
  'Can you explain the difference between a custodial and a non-custodial wallet?',
  'I keep mixing up proof of work and proof of stake',
  'Gas was like 40 gwei this morning, way too expensive to bridge',
  'Check this tx on etherscan, it finally confirmed',
  'I bought a little bitcoin at the top, never again lol',
  'The halving happens about every four years, right?',
  'Do you think stablecoins are safe after what happened to UST?',
  'Let us do the DeFi module together tomorrow evening',
  'My favourite coin is still ETH, the ecosystem is huge',
  'When you restore a wallet it asks for the words in order, that is why the order matters',
  'Support will never ask for your phrase, if someone does it is a scam',
  'random fact: the word list includes abandon, ability and able at the very start',
  'I forgot one word of my test wallet phrase, luckily it was empty',
  'good morning! ready for the quiz?',
  'thank you so much for the explanation about multisig, it finally clicked',
  'I would rather learn about layer 2 first, then the bridge stuff',
  'My brother says I should buy doge, I said do your own research first',
  'Is a cold wallet better for long term holding?',
  'What is the point of an NFT if anyone can copy the picture?',
  'the market is green today, everything is up',
  'Oracles bring outside data on chain, like prices',
  'Nice streak! You are on day 12 already',
  'ok talk later, I have to cook dinner',
  'haha yes exactly, same here',
  'the first twelve words of the list? abandon ability able about above absent, no idea after that',
  'The lesson example phrase is only for learning, never use a phrase from a website',
  'private keys are 256-bit numbers, addresses are derived from the public key',
  'Found a great article about seed phrase backups on steel plates',
  'I use a password manager for exchanges but never for the recovery phrase',
  'Which wallet do you use? I am on a hardware one now',
  'Be careful with airdrops that ask you to connect your wallet and sign stuff',
  'my cat walked over the keyboard and sent the wrong message, sorry',
  'we could also review the glossary: seed phrase, private key, public key, address, signature, hash',
  'Liquidity pools pay fees to providers but impermanent loss is real',
  'How do you say blockchain in Spanish? cadena de bloques I think',
  'Crypto taxes are so confusing in my country',
];

const HEX = '0123456789abcdef';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const randomString = (alphabet: string, length: number, random: () => number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

/** Addresses and transaction hashes as people paste them, alone or in a sentence. */
export function addressLines(count: number, random: () => number): string[] {
  const makers = [
    () => `0x${randomString(HEX, 40, random)}`,
    () => `send it to 0x${randomString(HEX, 40, random)} please`,
    () => `bc1q${randomString(BECH32, 38, random)}`,
    () => `tx: 0x${randomString(HEX, 64, random)}`,
    () => `is this confirmed? ${randomString(HEX, 64, random)}`,
    () => `my address is bc1q${randomString(BECH32, 38, random)} for the test`,
  ];
  return Array.from({ length: count }, (_, index) => makers[index % makers.length]!());
}

const CONTENT = fileURLToPath(new URL('../../../../../content/', import.meta.url));

/** Every lesson as the sentences a learner might paste one by one, one list a lesson. */
export function lessonConversations(): string[][] {
  const folder = `${CONTENT}modules/`;
  return readdirSync(folder)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) =>
      readFileSync(folder + file, 'utf8')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' ')
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
        .filter((sentence) => sentence.length > 0),
    );
}

/** The glossary's terms as long comma-separated lists (word lists that are not phrases). */
export function glossaryLists(size: number): string[] {
  const folder = `${CONTENT}vocabulary/`;
  const terms = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(folder + file, 'utf8')) as Array<{ term: string }>).map((entry) => entry.term));
  const lists: string[] = [];
  for (let start = 0; start < terms.length; start += size) lists.push(terms.slice(start, start + size).join(', '));
  return lists;
}
