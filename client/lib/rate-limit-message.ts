/**
 * What a 429 tells the person (docs/decisions/049-limits-per-person-and-matches-that-teach.md): what they were
 * doing too quickly and how long to wait, from the server's `retryAfterSeconds`: "You're sending messages
 * quickly; try again in 8 s", in the reader's language (docs/decisions/056-translations.md). Undefined for any
 * other error, so callers keep their own message for those.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { HttpError } from './api-client';

export type RateLimitedAction = 'messages' | 'sign-in' | 'sign-up' | 'reviews' | 'requests';

/** Whole sentences per action (a wait, or none known), so each language can word them its own way. */
const SENTENCES: Record<RateLimitedAction, { wait: MessageDescriptor; noWait: MessageDescriptor }> = {
  messages: {
    wait: /*i18n*/ { id: 'lib.rateLimit.messages.wait', message: "You're sending messages quickly; try again in {wait}." },
    noWait: /*i18n*/ { id: 'lib.rateLimit.messages.noWait', message: "You're sending messages quickly; please wait a moment and try again." },
  },
  'sign-in': {
    wait: /*i18n*/ { id: 'lib.rateLimit.signIn.wait', message: 'Too many sign-in attempts; try again in {wait}.' },
    noWait: /*i18n*/ { id: 'lib.rateLimit.signIn.noWait', message: 'Too many sign-in attempts; please wait a moment and try again.' },
  },
  'sign-up': {
    wait: /*i18n*/ { id: 'lib.rateLimit.signUp.wait', message: 'Too many sign-up attempts; try again in {wait}.' },
    noWait: /*i18n*/ { id: 'lib.rateLimit.signUp.noWait', message: 'Too many sign-up attempts; please wait a moment and try again.' },
  },
  reviews: {
    wait: /*i18n*/ { id: 'lib.rateLimit.reviews.wait', message: "You're reviewing quickly; try again in {wait}." },
    noWait: /*i18n*/ { id: 'lib.rateLimit.reviews.noWait', message: "You're reviewing quickly; please wait a moment and try again." },
  },
  requests: {
    wait: /*i18n*/ { id: 'lib.rateLimit.requests.wait', message: "You're going quickly; try again in {wait}." },
    noWait: /*i18n*/ { id: 'lib.rateLimit.requests.noWait', message: "You're going quickly; please wait a moment and try again." },
  },
};

/** "8 s" under a minute, "2 min" (rounded up) from a minute on (unit symbols, the same in every language). */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s`;
  return `${Math.ceil(seconds / 60)} min`;
}

export function rateLimitMessage(error: unknown, action: RateLimitedAction, i18n: I18n): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 429) return undefined;
  const seconds = error.retryAfterSeconds;
  const sentences = SENTENCES[action];
  return seconds === undefined ? i18n._(sentences.noWait) : i18n._({ ...sentences.wait, values: { wait: formatWait(seconds) } });
}
