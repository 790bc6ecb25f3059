/**
 * What a 429 tells the person (docs/decisions/049-limits-per-person-and-matches-that-teach.md): what they were
 * doing too quickly and how long to wait, from the server's `retryAfterSeconds`: "You're sending messages
 * quickly; try again in 8 s". Undefined for any other error, so callers keep their own message for those.
 */
import { HttpError } from './api-client';

export type RateLimitedAction = 'messages' | 'sign-in' | 'sign-up' | 'reviews' | 'requests';

const DOING: Record<RateLimitedAction, string> = {
  messages: "You're sending messages quickly",
  'sign-in': 'Too many sign-in attempts',
  'sign-up': 'Too many sign-up attempts',
  reviews: "You're reviewing quickly",
  requests: "You're going quickly",
};

/** "8 s" under a minute, "2 min" (rounded up) from a minute on. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s`;
  return `${Math.ceil(seconds / 60)} min`;
}

export function rateLimitMessage(error: unknown, action: RateLimitedAction): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 429) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds === undefined ? `${DOING[action]}; please wait a moment and try again.` : `${DOING[action]}; try again in ${formatWait(seconds)}.`;
}
