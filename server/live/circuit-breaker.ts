/**
 * A circuit breaker for a service that may hang rather than refuse (Redis: docs/decisions/039-redis-circuit-breaker-and-lossless-deploys.md).
 *
 * Closed: operations run, each bounded by `timeoutMs`. The first one that times out opens the breaker, and
 * every operation still waiting fails with it at once, so a caller waits at most one timeout in total, however
 * many operations it chains. Open: operations fail at once; a probe runs in the background after a back-off
 * (doubling up to `maxBackoffMs`) until one answers within the timeout, which closes the breaker.
 */

export class ServiceUnavailableError extends Error {
  constructor(message = 'service unavailable: circuit open') {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

export class ServiceTimeoutError extends ServiceUnavailableError {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'ServiceTimeoutError';
  }
}

export interface CircuitBreakerOptions {
  timeoutMs: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** Resolves when the service answers again. */
  probe: () => Promise<unknown>;
  onOpen: () => void;
  onClose: () => void;
  /** Errors of the operation itself that also mean "no answer in time" (a client's own command timeout). */
  isTimeout?: (error: unknown) => boolean;
}

export interface CircuitBreaker {
  isOpen(): boolean;
  run<T>(operation: () => Promise<T>): Promise<T>;
  /** Closes the breaker without a probe (the connection was re-established and answered its handshake). */
  reset(): void;
  stop(): void;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const { timeoutMs, initialBackoffMs, maxBackoffMs } = options;
  let isOpen = false;
  let isStopped = false;
  let backoffMs = initialBackoffMs;
  let probeTimer: NodeJS.Timeout | undefined;
  const waiting = new Set<(error: Error) => void>();

  const bounded = <T>(operation: () => Promise<T>, onTimeout: () => void, register: boolean): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const settle = (error?: Error, value?: T) => {
        clearTimeout(timer);
        waiting.delete(fail);
        if (error) reject(error);
        else resolve(value as T);
      };
      const fail = (error: Error) => settle(error);
      const timer = setTimeout(() => {
        settle(new ServiceTimeoutError(timeoutMs));
        onTimeout();
      }, timeoutMs);
      if (register) waiting.add(fail);
      Promise.resolve()
        .then(operation)
        .then(
          (value) => settle(undefined, value),
          (error: unknown) => {
            settle(error instanceof Error ? error : new Error(String(error)));
            if (options.isTimeout?.(error)) onTimeout();
          },
        );
    });

  const scheduleProbe = () => {
    probeTimer = setTimeout(() => {
      void bounded(options.probe, () => undefined, false).then(
        () => {
          if (isStopped || !isOpen) return;
          close();
          options.onClose();
        },
        () => {
          if (isStopped || !isOpen) return;
          backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
          scheduleProbe();
        },
      );
    }, backoffMs);
    probeTimer.unref();
  };

  const close = () => {
    isOpen = false;
    backoffMs = initialBackoffMs;
    clearTimeout(probeTimer);
  };

  const trip = () => {
    if (isOpen || isStopped) return;
    isOpen = true;
    options.onOpen();
    for (const fail of [...waiting]) fail(new ServiceUnavailableError());
    scheduleProbe();
  };

  return {
    isOpen: () => isOpen,
    run(operation) {
      if (isOpen) return Promise.reject(new ServiceUnavailableError());
      return bounded(operation, trip, true);
    },
    reset() {
      if (isOpen) close();
    },
    stop() {
      isStopped = true;
      clearTimeout(probeTimer);
    },
  };
}
