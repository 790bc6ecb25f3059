/** Drill 1: create a wallet, back up a real BIP-39 seed phrase (@scure/bip39), prove the backup, then see the derived receive address. */
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { Text } from './common';

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
  { id: 'paper', label: /*i18n*/ { id: 'practiceWallet.seed.choice.paper', message: 'Write the 12 words on paper and keep it somewhere private' }, isCorrect: true },
  { id: 'screenshot', label: /*i18n*/ { id: 'practiceWallet.seed.choice.screenshot', message: 'Take a screenshot so the words are in my photo library' }, isCorrect: false },
  { id: 'email', label: /*i18n*/ { id: 'practiceWallet.seed.choice.email', message: 'Email the words to myself so I can find them anywhere' }, isCorrect: false },
  { id: 'cloud', label: /*i18n*/ { id: 'practiceWallet.seed.choice.cloud', message: 'Paste them into a notes app that syncs to the cloud' }, isCorrect: false },
] as const;

export const BACKUP_EXPLANATION: Text = (i18n) =>
  i18n._({
    id: 'practiceWallet.seed.backupExplanation',
    message:
      'Anyone who sees the 12 words can rebuild your keys and take everything. Screenshots, emails and synced notes copy them to servers and devices you do not control (photo-library malware and breached mail accounts are how many wallets are drained). Paper, or metal, kept offline and private is the standard backup.',
  });

export const PROOF_EXPLANATION: Text = (i18n) =>
  i18n._({
    id: 'practiceWallet.seed.proofExplanation',
    message:
      'A backup you have not checked is a hope, not a backup. Wallets ask for the words in order because the order is part of the key: the same 12 words in another order are a different (usually invalid) phrase.',
  });
