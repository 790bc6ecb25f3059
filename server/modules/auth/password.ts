/**
 * Argon2id with OWASP's parameters (m=19 MiB, t=2, p=1), with a cap on hashes running at once so a flood
 * cannot exhaust memory or the thread pool (docs/security.md item 3), and a bounded wait in two lanes
 * (docs/decisions/013-hardening.md):
 * - logins (verify) go first whenever a slot frees, and a slot and a core are kept for them: registrations
 *   hold at most MAX_CONCURRENT_REGISTRATIONS, so a sign-up flood cannot starve logins;
 * - each lane holds at most `maxWaiting` callers; past that the request is refused at once with 503 and
 *   Retry-After (shedding load) instead of queueing without end.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { AppError } from '../../lib/app-error';

const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT_HASHES = 4;
/** Registrations leave a core (and at least one slot) to logins. */
const MAX_CONCURRENT_REGISTRATIONS = Math.max(1, Math.min(MAX_CONCURRENT_HASHES - 1, availableParallelism() - 1));
const DEFAULT_MAX_WAITING = 64;
const RETRY_AFTER_SECONDS = 2;

type Lane = 'login' | 'register';

let maxWaiting = DEFAULT_MAX_WAITING;
const running: Record<Lane, number> = { login: 0, register: 0 };
const waiting: Record<Lane, Array<() => void>> = { login: [], register: [] };

/** Sets how many callers may wait per lane (PASSWORD_HASH_QUEUE); the app calls it at start. */
export function configurePasswordHashing(options: { maxWaiting: number }): void {
  maxWaiting = options.maxWaiting;
}

/** Callers waiting for a slot, for the operator (and /metrics). */
export function passwordQueueDepth(): number {
  return waiting.login.length + waiting.register.length;
}

const total = () => running.login + running.register;
const canStart = (lane: Lane) => total() < MAX_CONCURRENT_HASHES && (lane === 'login' || running.register < MAX_CONCURRENT_REGISTRATIONS);

function startNext(): void {
  for (const lane of ['login', 'register'] as const) {
    while (waiting[lane].length > 0 && canStart(lane)) {
      running[lane] += 1;
      waiting[lane].shift()?.();
    }
  }
}

async function withHashSlot<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
  if (canStart(lane) && waiting[lane].length === 0) {
    running[lane] += 1;
  } else {
    if (waiting[lane].length >= maxWaiting) {
      throw new AppError(ERROR_CODES.unavailable, 'The server is busy. Please try again in a moment.', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
    // The slot is counted by startNext() before this resolves.
    await new Promise<void>((resolve) => waiting[lane].push(resolve));
  }
  try {
    return await work();
  } finally {
    running[lane] -= 1;
    startNext();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot('register', () => hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot('login', () => verify(passwordHash, password).catch(() => false));
}

/** Verified against when the user does not exist, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-coinmates', ARGON2_OPTIONS);
  return dummyHash;
}
