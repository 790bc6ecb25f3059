/** Drill 2: receive without falling for address poisoning. */
import { bytesToHex, getAddress, type Address } from 'viem';
import type { MessageDescriptor } from '@lingui/core';
import { cryptoRandomBytes, randomAddress, type RandomBytes, type Text } from './common';

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
  /** Whole USDC (the amount is shown in the reader's number format). */
  amount: number;
  when: MessageDescriptor;
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
    { id: 'poison', direction: 'in', counterparty: poison, amount: 0, when: /*i18n*/ { id: 'practiceWallet.receive.when.minutes', message: '2 minutes ago' }, isPoison: true },
    { id: 'other', direction: 'in', counterparty: randomAddress(random), amount: 25, when: /*i18n*/ { id: 'practiceWallet.receive.when.yesterday', message: 'Yesterday' }, isPoison: false },
    { id: 'real', direction: 'out', counterparty: saved, amount: 500, when: /*i18n*/ { id: 'practiceWallet.receive.when.days', message: '3 days ago' }, isPoison: false },
    { id: 'shop', direction: 'out', counterparty: randomAddress(random), amount: 12, when: /*i18n*/ { id: 'practiceWallet.receive.when.lastWeek', message: 'Last week' }, isPoison: false },
  ];
  return { saved, history };
}

export const RECEIVE_EXPLANATION: Text = (i18n) =>
  i18n._({
    id: 'practiceWallet.receive.explanation',
    message:
      "Address poisoning: attackers generate an address whose first and last characters match one you use, then send a 0 or dust transfer from it so it sits at the top of your history. Wallets shorten addresses to those characters, so copying from history pastes the attacker's address. Compare every character with a saved address book entry, or send from the address book, never from history.",
  });

export function middleDiffers(a: Address, b: Address): boolean {
  return a.slice(0, 6).toLowerCase() === b.slice(0, 6).toLowerCase() && a.slice(-4).toLowerCase() === b.slice(-4).toLowerCase() && a.toLowerCase() !== b.toLowerCase();
}
