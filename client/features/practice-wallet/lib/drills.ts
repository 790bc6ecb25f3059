/**
 * The practice wallet's drills (docs/decisions/054-practice-wallet-and-quiz-fairness.md): everything is made
 * and checked in the browser. The seed phrase is real BIP-39 (@scure/bip39), the receive address is derived
 * from it (viem's HD account, m/44'/60'/0'/0/0), and the signing requests are real ERC-20 `approve` calldata
 * and EIP-712 `Permit` typed data, encoded and decoded with viem. Nothing here touches the network or storage.
 */
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { bytesToHex, decodeFunctionData, encodeFunctionData, formatUnits, getAddress, hashTypedData, maxUint256, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

/** Vocabulary terms a missed step adds to the learner's review deck (content/vocabulary). */
export const TERMS = {
  seedPhrase: { id: 600, term: 'Seed Phrase' },
  phishing: { id: 601, term: 'Phishing' },
  addressPoisoning: { id: 610, term: 'Address Poisoning' },
  tokenApproval: { id: 611, term: 'Token Approval' },
  drainer: { id: 1123, term: 'Drainer' },
} as const;
export type DrillTerm = (typeof TERMS)[keyof typeof TERMS];

export type DrillId = 'seed' | 'receive' | 'sign' | 'support';

/** One scored decision: what the learner chose, whether it was right, and why. */
export interface Outcome {
  drill: DrillId;
  step: string;
  isCorrect: boolean;
  explanation: string;
  term: DrillTerm;
}

export type RandomBytes = (length: number) => Uint8Array;
export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

function randomIndex(maxExclusive: number, random: RandomBytes): number {
  // Rejection sampling over 32 bits, so small ranges are uniform.
  const limit = Math.floor(0x1_0000_0000 / maxExclusive) * maxExclusive;
  for (;;) {
    const bytes = random(4);
    const value = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    if (value < limit) return value % maxExclusive;
  }
}

export function shuffle<T>(items: readonly T[], random: RandomBytes = cryptoRandomBytes): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1, random);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Drill 1: create a wallet, back up the seed, prove the backup.

/** A fresh 12-word BIP-39 phrase (128 bits of entropy, from the browser's CSPRNG). */
export function newSeedPhrase(): string[] {
  return generateMnemonic(wordlist, 128).split(' ');
}

/** The first Ethereum address of the phrase (BIP-44 m/44'/60'/0'/0/0), as any standard wallet would show. */
export function receiveAddressOf(words: readonly string[]): Address {
  return mnemonicToAccount(words.join(' ')).address;
}

/** The backup is proven only by every word in its original position. */
export function isBackupProven(words: readonly string[], entered: readonly string[]): boolean {
  return entered.length === words.length && entered.every((word, index) => word === words[index]);
}

export const BACKUP_CHOICES = [
  { id: 'paper', label: 'Write the 12 words on paper and keep it somewhere private', isCorrect: true },
  { id: 'screenshot', label: 'Take a screenshot so the words are in my photo library', isCorrect: false },
  { id: 'email', label: 'Email the words to myself so I can find them anywhere', isCorrect: false },
  { id: 'cloud', label: 'Paste them into a notes app that syncs to the cloud', isCorrect: false },
] as const;

export const BACKUP_EXPLANATION =
  'Anyone who sees the 12 words can rebuild your keys and take everything. Screenshots, emails and synced notes copy them to servers and devices you do not control (photo-library malware and breached mail accounts are how many wallets are drained). Paper, or metal, kept offline and private is the standard backup.';

export const PROOF_EXPLANATION =
  'A backup you have not checked is a hope, not a backup. Wallets ask for the words in order because the order is part of the key: the same 12 words in another order are a different (usually invalid) phrase.';

// ---------------------------------------------------------------------------------------------------------
// Drill 2: receive without falling for address poisoning.

export function randomAddress(random: RandomBytes = cryptoRandomBytes): Address {
  return getAddress(bytesToHex(random(20)));
}

/**
 * A look-alike: the same first `head` and last `tail` characters, a different middle. Attackers grind
 * addresses until the ends match as displayed, checksum capitals included; so does this.
 */
export function lookalikeOf(address: Address, random: RandomBytes = cryptoRandomBytes, head = 4, tail = 4): Address {
  const hex = address.slice(2).toLowerCase();
  for (;;) {
    const middle = bytesToHex(random(20)).slice(2, 2 + 40 - head - tail);
    const candidate = getAddress(`0x${hex.slice(0, head)}${middle}${hex.slice(40 - tail)}`);
    if (candidate.toLowerCase() === address.toLowerCase()) continue;
    if (candidate.slice(0, 2 + head) === address.slice(0, 2 + head) && candidate.slice(-tail) === address.slice(-tail)) return candidate;
  }
}

export interface HistoryEntry {
  id: string;
  direction: 'out' | 'in';
  counterparty: Address;
  amount: string;
  when: string;
  isPoison: boolean;
}

export interface ReceiveRound {
  /** The exchange deposit address the learner saved in the address book. */
  saved: Address;
  history: HistoryEntry[];
}

/** The learner sent to their exchange before; an attacker then sent a 0 USDC "transfer" from a look-alike. */
export function newReceiveRound(random: RandomBytes = cryptoRandomBytes): ReceiveRound {
  const saved = randomAddress(random);
  const poison = lookalikeOf(saved, random);
  const history: HistoryEntry[] = [
    { id: 'poison', direction: 'in', counterparty: poison, amount: '0 USDC', when: '2 minutes ago', isPoison: true },
    { id: 'other', direction: 'in', counterparty: randomAddress(random), amount: '25 USDC', when: 'Yesterday', isPoison: false },
    { id: 'real', direction: 'out', counterparty: saved, amount: '500 USDC', when: '3 days ago', isPoison: false },
    { id: 'shop', direction: 'out', counterparty: randomAddress(random), amount: '12 USDC', when: 'Last week', isPoison: false },
  ];
  return { saved, history };
}

export const RECEIVE_EXPLANATION =
  "Address poisoning: attackers generate an address whose first and last characters match one you use, then send a 0 or dust transfer from it so it sits at the top of your history. Wallets shorten addresses to those characters, so copying from history pastes the attacker's address. Compare every character with a saved address book entry, or send from the address book, never from history.";

export function middleDiffers(a: Address, b: Address): boolean {
  return a.slice(0, 6).toLowerCase() === b.slice(0, 6).toLowerCase() && a.slice(-4).toLowerCase() === b.slice(-4).toLowerCase() && a.toLowerCase() !== b.toLowerCase();
}

// ---------------------------------------------------------------------------------------------------------
// Drill 3: read what you sign.

const ERC20_APPROVE_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

/** USDC on Ethereum mainnet (6 decimals); the drill only encodes against it, nothing is sent. */
export const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_DECIMALS = 6;
export const PRACTICE_BALANCE = 1_250n * 10n ** 6n;

export interface ApproveRequest {
  kind: 'approve';
  calldata: Hex;
}

export interface PermitRequest {
  kind: 'permit';
  typedData: {
    domain: { name: string; version: string; chainId: number; verifyingContract: Address };
    types: { Permit: Array<{ name: string; type: string }> };
    primaryType: 'Permit';
    message: { owner: Address; spender: Address; value: bigint; nonce: bigint; deadline: bigint };
  };
}

export interface SignScenario {
  id: string;
  site: string;
  pitch: string;
  request: ApproveRequest | PermitRequest;
  /** Who the spender really is (revealed after the decision). */
  spenderIs: 'drainer' | 'dex';
  shouldSign: boolean;
}

/** What a wallet that reads the request would show. */
export interface DecodedRequest {
  method: 'approve' | 'Permit';
  token: string;
  spender: Address;
  amount: bigint;
  isUnlimited: boolean;
  amountLabel: string;
  deadline: bigint | null;
  /** The EIP-712 digest that would be signed (Permit only). */
  digest: Hex | null;
}

const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
};

export function amountLabel(amount: bigint): string {
  if (amount === maxUint256) return 'UNLIMITED';
  return `${Number(formatUnits(amount, USDC_DECIMALS)).toLocaleString('en-US', { maximumFractionDigits: 2 })} USDC`;
}

export function decodeRequest(request: ApproveRequest | PermitRequest): DecodedRequest {
  if (request.kind === 'approve') {
    const { functionName, args } = decodeFunctionData({ abi: ERC20_APPROVE_ABI, data: request.calldata });
    const [spender, amount] = args;
    return { method: functionName, token: 'USDC', spender, amount, isUnlimited: amount === maxUint256, amountLabel: amountLabel(amount), deadline: null, digest: null };
  }
  const { message } = request.typedData;
  return {
    method: 'Permit',
    token: request.typedData.domain.name,
    spender: message.spender,
    amount: message.value,
    isUnlimited: message.value === maxUint256,
    amountLabel: amountLabel(message.value),
    deadline: message.deadline,
    digest: hashTypedData(request.typedData),
  };
}

export interface SignDrill {
  owner: Address;
  dexRouter: Address;
  scenarios: SignScenario[];
}

/** Four requests in a random order: two to a drainer (one unlimited approve, one unlimited Permit), two harmless. */
export function newSignDrill(owner: Address, random: RandomBytes = cryptoRandomBytes): SignDrill {
  const drainer = randomAddress(random);
  const dexRouter = randomAddress(random);
  const now = BigInt(Math.floor(Date.now() / 1000));
  const permit = (spender: Address, value: bigint, deadline: bigint): PermitRequest => ({
    kind: 'permit',
    typedData: {
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: { owner, spender, value, nonce: 0n, deadline },
    },
  });
  const approve = (spender: Address, amount: bigint): ApproveRequest => ({
    kind: 'approve',
    calldata: encodeFunctionData({ abi: ERC20_APPROVE_ABI, functionName: 'approve', args: [spender, amount] }),
  });
  const scenarios: SignScenario[] = [
    {
      id: 'drainer-approve',
      site: 'usdc-rewards-claim.xyz',
      pitch: 'Claim your 300 USDC loyalty reward. Approve once to verify your wallet.',
      request: approve(drainer, maxUint256),
      spenderIs: 'drainer',
      shouldSign: false,
    },
    {
      id: 'drainer-permit',
      site: 'airdrop-eligibility.app',
      pitch: 'Gasless check: sign this message to see if you qualify. It costs nothing.',
      request: permit(drainer, maxUint256, now + 10n * 365n * 86_400n),
      spenderIs: 'drainer',
      shouldSign: false,
    },
    {
      id: 'dex-approve',
      site: 'the DEX you opened from your bookmarks',
      pitch: 'Swap 100 USDC for ETH. Step 1 of 2: allow the router to spend exactly 100 USDC.',
      request: approve(dexRouter, 100n * 10n ** 6n),
      spenderIs: 'dex',
      shouldSign: true,
    },
    {
      id: 'dex-permit',
      site: 'the DEX you opened from your bookmarks',
      pitch: 'Swap 50 USDC for ETH with a signature instead of an approval transaction.',
      request: permit(dexRouter, 50n * 10n ** 6n, now + 30n * 60n),
      spenderIs: 'dex',
      shouldSign: true,
    },
  ];
  return { owner, dexRouter, scenarios: shuffle(scenarios, random) };
}

/** What signing would have allowed, in plain words; and why the right call was right. */
export function consequenceOf(scenario: SignScenario, decoded: DecodedRequest): string {
  const balance = amountLabel(PRACTICE_BALANCE);
  if (scenario.spenderIs === 'drainer') {
    const how =
      decoded.method === 'Permit'
        ? 'This "free" message is an EIP-2612 Permit: the spender submits it on-chain itself, with no further prompt to you'
        : 'This approve transaction sets an allowance that stays until you revoke it';
    return `${how}. ${decoded.isUnlimited ? 'The amount is UNLIMITED' : `The amount is ${decoded.amountLabel}`}, and the spender is an unknown contract, not anything the site claimed: it could move all ${balance} you hold, today or in a year, plus anything you deposit later.`;
  }
  return `The spender is the router of the DEX you opened yourself, and the amount is exactly ${decoded.amountLabel}${decoded.deadline !== null ? ', valid for 30 minutes' : ''}: it can move that much for this swap and nothing more. Signing was fine; rejecting it only cancels your own swap.`;
}

export function termFor(scenario: SignScenario): DrillTerm {
  return scenario.request.kind === 'permit' ? TERMS.drainer : TERMS.tokenApproval;
}

// ---------------------------------------------------------------------------------------------------------
// Drill 4: the "support agent" DM.

export const SUPPORT_MESSAGES = [
  "Hi! I'm Daniel from Wallet Support ✅ I saw your post about a stuck transfer.",
  "Your wallet needs to be re-synced with the network. To do that I'll need your 12-word recovery phrase. It is safe with us, this is an official and encrypted channel.",
] as const;

export const SUPPORT_CHOICES = [
  { id: 'refuse', label: 'Refuse, block and report: real support never asks for your recovery phrase', isCorrect: true },
  { id: 'half', label: 'Send only the first six words, so they cannot take everything', isCorrect: false },
  { id: 'verify', label: 'Ask them to prove they work for the wallet company first', isCorrect: false },
  { id: 'send', label: 'Send the phrase, since the account shows a verified tick', isCorrect: false },
] as const;

export const SUPPORT_EXPLANATION =
  'No wallet, exchange or support team ever needs your recovery phrase; whoever has it owns the wallet. "Support agents" who message you first after a public post are scammers, verified ticks and "official channels" can be bought or faked, and any "proof" they send is part of the script. Half the words is not safe either: it hands over half the secret, and the next message asks for the rest. Block, report, and get help only through the official site you type in yourself.';
