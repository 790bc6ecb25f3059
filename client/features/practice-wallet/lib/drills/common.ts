/**
 * What every practice-wallet drill shares (docs/decisions/054-practice-wallet-and-quiz-fairness.md): the
 * vocabulary terms a miss points to, the scored outcome, and randomness from the browser's CSPRNG. Each drill
 * lives in its own file beside this one; nothing in this folder touches the network or storage.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { bytesToHex, getAddress, type Address } from 'viem';

/**
 * Vocabulary terms a missed step adds to the learner's review deck (content/vocabulary), with the name the
 * reader's language gives each card (the vocabulary's translations, content/i18n).
 */
export const TERMS = {
  seedPhrase: { id: 600, name: /*i18n*/ { id: 'practiceWallet.term.seedPhrase', message: 'Seed Phrase' } },
  phishing: { id: 601, name: /*i18n*/ { id: 'practiceWallet.term.phishing', message: 'Phishing' } },
  addressPoisoning: { id: 610, name: /*i18n*/ { id: 'practiceWallet.term.addressPoisoning', message: 'Address Poisoning' } },
  tokenApproval: { id: 611, name: /*i18n*/ { id: 'practiceWallet.term.tokenApproval', message: 'Token Approval' } },
  drainer: { id: 1123, name: /*i18n*/ { id: 'practiceWallet.term.drainer', message: 'Drainer' } },
  slippage: { id: 507, name: /*i18n*/ { id: 'practiceWallet.term.slippage', message: 'Slippage' } },
  mev: { id: 316, name: /*i18n*/ { id: 'practiceWallet.term.mev', message: 'MEV' } },
  sandwichAttack: { id: 615, name: /*i18n*/ { id: 'practiceWallet.term.sandwichAttack', message: 'Sandwich Attack' } },
} as const satisfies Record<string, { id: number; name: MessageDescriptor }>;
export type DrillTerm = (typeof TERMS)[keyof typeof TERMS];

/**
 * A text put into words when it is shown, in the language the reader has then (a switch mid-drill re-words
 * the results already on screen).
 */
export type Text = (i18n: I18n) => string;

export type DrillId = 'seed' | 'receive' | 'sign' | 'support' | 'revoke' | 'swap';

/** One scored decision: what the learner chose, whether it was right, and why. */
export interface Outcome {
  drill: DrillId;
  step: Text;
  isCorrect: boolean;
  explanation: Text;
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
