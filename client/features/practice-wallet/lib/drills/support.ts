/** Drill 4: the "support agent" DM asking for the seed phrase. */
import type { Text } from './common';

export const SUPPORT_MESSAGES = [
  /*i18n*/ { id: 'practiceWallet.support.message1', message: "Hi! I'm Daniel from Wallet Support ✅ I saw your post about a stuck transfer." },
  /*i18n*/ {
    id: 'practiceWallet.support.message2',
    message: "Your wallet needs to be re-synced with the network. To do that I'll need your 12-word recovery phrase. It is safe with us, this is an official and encrypted channel.",
  },
] as const;

export const SUPPORT_CHOICES = [
  { id: 'refuse', label: /*i18n*/ { id: 'practiceWallet.support.choice.refuse', message: 'Refuse, block and report: real support never asks for your recovery phrase' }, isCorrect: true },
  { id: 'half', label: /*i18n*/ { id: 'practiceWallet.support.choice.half', message: 'Send only the first six words, so they cannot take everything' }, isCorrect: false },
  { id: 'verify', label: /*i18n*/ { id: 'practiceWallet.support.choice.verify', message: 'Ask them to prove they work for the wallet company first' }, isCorrect: false },
  { id: 'send', label: /*i18n*/ { id: 'practiceWallet.support.choice.send', message: 'Send the phrase, since the account shows a verified tick' }, isCorrect: false },
] as const;

export const SUPPORT_EXPLANATION: Text = (i18n) =>
  i18n._({
    id: 'practiceWallet.support.explanation',
    message:
      'No wallet, exchange or support team ever needs your recovery phrase; whoever has it owns the wallet. "Support agents" who message you first after a public post are scammers, verified ticks and "official channels" can be bought or faked, and any "proof" they send is part of the script. Half the words is not safe either: it hands over half the secret, and the next message asks for the rest. Block, report, and get help only through the official site you type in yourself.',
  });
