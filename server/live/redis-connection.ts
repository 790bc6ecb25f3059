/**
 * Redis as an optional accelerator, never a single point of failure (docs/decisions/014-redis-optional.md).
 * Two connections (commands, and one in subscriber mode) that fail fast instead of queueing: no offline
 * queue, a short connect and command timeout, no per-command retries. They reconnect in the background for
 * ever; while either is down, callers use their per-instance fallback. Errors are logged once per outage
 * (one line when Redis is unreachable, one when it is back), never as ioredis' unhandled error event.
 *
 * A Redis that hangs (connection open, no answers) is down too: every command goes through run(), a
 * circuit breaker that opens at the first command timeout and probes in the background until Redis answers
 * (docs/decisions/039-redis-circuit-breaker-and-lossless-deploys.md). A watch ping each second finds a
 * hang even when no request asks Redis anything.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { createCircuitBreaker } from './circuit-breaker';

export type RedisState = 'up' | 'down';

export interface RedisLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RedisLink {
  /** Commands: publish, presence hashes, rate-limit counters. */
  readonly commands: Redis;
  /** Subscriber mode: the per-user channels. */
  readonly subscriber: Redis;
  /** Key and channel prefix (REDIS_PREFIX), so deployments and test runs sharing a Redis never meet. */
  readonly prefix: string;
  state(): RedisState;
  /**
   * Every command a request waits for goes through here: fails at once while Redis is down or not
   * answering, and within one command timeout otherwise (a timeout marks Redis down until a probe answers).
   */
  run<T>(operation: () => Promise<T>): Promise<T>;
  /** Runs whenever both connections are ready again (after the first connect too) and Redis answers. */
  onUp(listener: () => void | Promise<void>): void;
  /** Runs when Redis goes down (lost, or not answering). */
  onDown(listener: () => void): void;
  /** Resolves once both connections are ready and every onUp step has run (at once if they have). */
  whenUp(): Promise<void>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 5_000;
const WATCH_PING_MS = 1_000;
const PROBE_BACKOFF_MS = { initial: 500, max: 2_000 };

export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  connectTimeout: CONNECT_TIMEOUT_MS,
  commandTimeout: COMMAND_TIMEOUT_MS,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResubscribe: false,
  // Never give up: 100 ms, 200 ms, ... up to 5 s between attempts.
  retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
};

/** "redis://:secret@host:6379/0" -> "redis://host:6379/0" for the log. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

export function connectRedis(url: string, options: { prefix: string; log: RedisLogger }): RedisLink {
  const { log, prefix } = options;
  const where = withoutCredentials(url);
  const commands = new Redis(url, { ...REDIS_CLIENT_OPTIONS, connectionName: 'coinmates-commands' });
  const subscriber = new Redis(url, { ...REDIS_CLIENT_OPTIONS, connectionName: 'coinmates-subscriber' });
  const listeners: Array<() => void | Promise<void>> = [];
  const downListeners: Array<() => void> = [];
  let reported: RedisState | 'starting' = 'starting';
  let upSteps: Promise<unknown> | undefined;
  let waiters: Array<() => void> = [];
  let isClosing = false;

  const isConnected = () => commands.status === 'ready' && subscriber.status === 'ready';
  const breaker = createCircuitBreaker({
    timeoutMs: COMMAND_TIMEOUT_MS,
    initialBackoffMs: PROBE_BACKOFF_MS.initial,
    maxBackoffMs: PROBE_BACKOFF_MS.max,
    probe: () => Promise.all([commands.ping(), subscriber.ping()]),
    isTimeout: (error) => error instanceof Error && error.message === 'Command timed out',
    onOpen: () => markDown('hang'),
    onClose: () => onReady(),
  });
  const state = (): RedisState => (isConnected() && !breaker.isOpen() ? 'up' : 'down');

  function onReady() {
    if (state() !== 'up') return;
    if (reported === 'down') log.info({ redis: where }, 'Redis connection restored: shared live events, presence and rate limits are back');
    reported = 'up';
    upSteps = Promise.all(
      listeners.map((listener) =>
        Promise.resolve()
          .then(listener)
          .catch((error: unknown) => log.warn({ err: error }, 'Redis reconnect step failed')),
      ),
    );
    const ready = waiters;
    waiters = [];
    void upSteps.then(() => {
      for (const resolve of ready) resolve();
    });
  }
  function markDown(kind: 'fault' | 'hang', error?: Error) {
    if (isClosing || reported === 'down') return;
    const message =
      kind === 'hang'
        ? `Redis not answering within ${COMMAND_TIMEOUT_MS} ms: serving with per-instance rate limits, presence and live events; probing in the background`
        : reported === 'starting'
          ? 'Redis unreachable at start: serving with per-instance rate limits, presence and live events; retrying in the background'
          : 'Redis connection lost: serving with per-instance rate limits, presence and live events; retrying in the background';
    log.warn({ redis: where, reason: error?.message }, message);
    reported = 'down';
    for (const listener of downListeners) listener();
  }
  const onFault = (error?: Error) => markDown('fault', error);

  // A fresh connection answered its handshake: whatever hung before is gone.
  const onConnectionReady = () => {
    if (isConnected()) breaker.reset();
    onReady();
  };
  const watch = setInterval(() => {
    if (state() === 'up') void breaker.run(() => Promise.all([commands.ping(), subscriber.ping()])).catch(() => undefined);
  }, WATCH_PING_MS);
  watch.unref();

  for (const client of [commands, subscriber]) {
    client.on('ready', onConnectionReady);
    client.on('error', onFault);
    client.on('close', () => onFault());
  }

  return {
    commands,
    subscriber,
    prefix,
    state,
    run: (operation) => breaker.run(operation),
    onUp(listener) {
      listeners.push(listener);
    },
    onDown(listener) {
      downListeners.push(listener);
    },
    async whenUp() {
      if (reported === 'up' && state() === 'up') {
        await upSteps;
        return;
      }
      await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      isClosing = true;
      clearInterval(watch);
      breaker.stop();
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
