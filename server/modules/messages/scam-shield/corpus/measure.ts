/**
 * Runs the seed shield over the corpus as a chat would: each message is screened against the sender's
 * earlier ones (at most SEED_WINDOW_MESSAGES), a blocked one is never added and the pieces it completed are
 * hidden. Deterministic: phrases come from seeded entropy, so a run is repeatable.
 */
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { SEED_WINDOW_MESSAGES } from '../../../../../shared/constants/scam-rules';
import { screenSeedPhrase } from '../seed-phrase';
import { DISGUISES } from './disguises';
import { addressLines, CHAT_LINES, glossaryLists, lessonConversations } from './normal-chat';

/** mulberry32: a small seeded generator, enough for test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function randomPhrase(random: () => number, words: 12 | 24): string[] {
  const entropy = Uint8Array.from({ length: words === 12 ? 16 : 32 }, () => Math.floor(random() * 256));
  return entropyToMnemonic(entropy, wordlist).split(' ');
}

/** Sends the messages in order; returns how many were blocked. */
export function replay(messages: readonly string[]): number {
  let recent: string[] = [];
  let blocked = 0;
  for (const message of messages) {
    const screening = screenSeedPhrase(recent.slice(-SEED_WINDOW_MESSAGES), message);
    if (screening.isBlocked) {
      blocked += 1;
      const offset = Math.max(0, recent.length - SEED_WINDOW_MESSAGES);
      const hidden = new Set(screening.hiddenPieces.map((piece) => piece + offset));
      recent = recent.filter((_, index) => !hidden.has(index));
      continue;
    }
    recent.push(message);
  }
  return blocked;
}

export interface ShieldFigures {
  disguised: { total: number; blocked: number; missedBy: Record<string, number> };
  normal: { total: number; falselyBlocked: number };
}

export function measureSeedShield(options: { phrasesPerLength?: number; seed?: number } = {}): ShieldFigures {
  const random = seededRandom(options.seed ?? 39);
  const phrases = [12, 24].flatMap((length) => Array.from({ length: options.phrasesPerLength ?? 10 }, () => randomPhrase(random, length as 12 | 24)));
  const missedBy: Record<string, number> = {};
  let total = 0;
  let blocked = 0;
  for (const disguise of DISGUISES) {
    for (const phrase of phrases) {
      total += 1;
      if (replay(disguise.apply(phrase, random)) > 0) blocked += 1;
      else missedBy[disguise.name] = (missedBy[disguise.name] ?? 0) + 1;
    }
  }

  const conversations = [CHAT_LINES, addressLines(300, random), ...lessonConversations(), glossaryLists(12), glossaryLists(25)];
  let normalTotal = 0;
  let falselyBlocked = 0;
  for (const conversation of conversations) {
    normalTotal += conversation.length;
    falselyBlocked += replay(conversation);
  }
  return { disguised: { total, blocked, missedBy }, normal: { total: normalTotal, falselyBlocked } };
}
