import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker, ServiceTimeoutError, ServiceUnavailableError } from './circuit-breaker';

const never = () => new Promise<never>(() => undefined);

function breakerWith(probe: () => Promise<unknown>) {
  const transitions: string[] = [];
  const breaker = createCircuitBreaker({
    timeoutMs: 1_000,
    initialBackoffMs: 500,
    maxBackoffMs: 2_000,
    probe,
    onOpen: () => transitions.push('open'),
    onClose: () => transitions.push('close'),
    isTimeout: (error) => error instanceof Error && error.message === 'Command timed out',
  });
  return { breaker, transitions };
}

describe('the circuit breaker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes answers and errors through while closed', async () => {
    const { breaker, transitions } = breakerWith(async () => 'PONG');
    await expect(breaker.run(async () => 42)).resolves.toBe(42);
    await expect(breaker.run(async () => Promise.reject(new Error('WRONGTYPE')))).rejects.toThrow('WRONGTYPE');
    expect(breaker.isOpen()).toBe(false);
    expect(transitions).toEqual([]);
  });

  it('opens on the first timeout, fails every waiting operation with it, and fails new ones at once', async () => {
    const { breaker, transitions } = breakerWith(never);
    const first = breaker.run(never);
    await vi.advanceTimersByTimeAsync(600);
    const second = breaker.run(never);
    const outcomes = Promise.allSettled([first, second]);
    await vi.advanceTimersByTimeAsync(400);
    const [firstOutcome, secondOutcome] = await outcomes;
    expect(firstOutcome).toMatchObject({ status: 'rejected', reason: expect.any(ServiceTimeoutError) });
    // The second waited 400 ms, not a whole timeout of its own.
    expect(secondOutcome).toMatchObject({ status: 'rejected', reason: expect.any(ServiceUnavailableError) });
    expect(breaker.isOpen()).toBe(true);
    expect(transitions).toEqual(['open']);

    const operation = vi.fn(async () => 'never runs');
    await expect(breaker.run(operation)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(operation).not.toHaveBeenCalled();
  });

  it('also opens when the client reports its own command timeout', async () => {
    const { breaker } = breakerWith(never);
    await expect(breaker.run(async () => Promise.reject(new Error('Command timed out')))).rejects.toThrow('Command timed out');
    expect(breaker.isOpen()).toBe(true);
  });

  it('probes with a growing back-off while the service hangs, and closes when a probe answers', async () => {
    let isAnswering = false;
    const probe = vi.fn(() => (isAnswering ? Promise.resolve('PONG') : never()));
    const { breaker, transitions } = breakerWith(probe);
    const opened = breaker.run(never).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    await opened;
    // Probes at +0.5 s (times out at +1.5 s), then +2.5 s (times out at +3.5 s), then every 2 s at most.
    await vi.advanceTimersByTimeAsync(3_500);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(breaker.isOpen()).toBe(true);

    isAnswering = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(breaker.isOpen()).toBe(false);
    expect(transitions).toEqual(['open', 'close']);
    await expect(breaker.run(async () => 'OK')).resolves.toBe('OK');
  });

  it('closes without a probe on reset, and stops probing when stopped', async () => {
    const probe = vi.fn(never);
    const { breaker } = breakerWith(probe);
    void breaker.run(never).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    breaker.reset();
    expect(breaker.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).not.toHaveBeenCalled();

    void breaker.run(never).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    breaker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).not.toHaveBeenCalled();
  });
});
