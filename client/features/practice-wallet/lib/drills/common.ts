/**
 * What every practice-wallet drill shares (docs/decisions/054-practice-wallet-and-quiz-fairness.md): the
 * vocabulary terms a miss points to, the scored outcome, and randomness from the browser's CSPRNG. Each drill
 * lives in its own file beside this one; nothing in this folder touches the network or storage.
 */
import { bytesToHex, getAddress, type Address } from 'viem';

/** Vocabulary terms a missed step adds to the learner's review deck (content/vocabulary). */
export const TERMS = {
  seedPhrase: { id: 600, term: 'Seed Phrase' },
  phishing: { id: 601, term: 'Phishing' },
  addressPoisoning: { id: 610, term: 'Address Poisoning' },
  tokenApproval: { id: 611, term: 'Token Approval' },
  drainer: { id: 1123, term: 'Drainer' },
  slippage: { id: 507, term: 'Slippage' },
  mev: { id: 316, term: 'MEV' },
  sandwichAttack: { id: 615, term: 'Sandwich Attack' },
} as const;
export type DrillTerm = (typeof TERMS)[keyof typeof TERMS];

export type DrillId = 'seed' | 'receive' | 'sign' | 'support' | 'revoke' | 'swap';

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

export function randomAddress(random: RandomBytes = cryptoRandomBytes): Address {
  return getAddress(bytesToHex(random(20)));
}
