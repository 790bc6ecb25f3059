// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredModule, type DeferredModule } from './use-deferred-module';

interface Greeting {
  text: string;
}

function Probe({ deferred, isNeeded }: { deferred: DeferredModule<Greeting>; isNeeded: boolean }) {
  const module = useDeferredModule(deferred, isNeeded);
  return <p>{module ? module.text : 'not here yet'}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDeferredModule', () => {
  it('fetches at once when needed, and a later screen has it from its first render', async () => {
    const importModule = vi.fn(async () => ({ text: 'hello' }));
    const deferred = deferredModule(importModule);
    render(<Probe deferred={deferred} isNeeded />);
    expect(await screen.findByText('hello')).toBeTruthy();
    cleanup();
    render(<Probe deferred={deferred} isNeeded={false} />);
    expect(screen.getByText('hello')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing until the page has settled, then fetches without a tap', async () => {
    vi.useFakeTimers();
    const importModule = vi.fn(async () => ({ text: 'ready' }));
    render(<Probe deferred={deferredModule(importModule)} isNeeded={false} />);
    expect(screen.getByText('not here yet')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(importModule).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('tries again on the next tap after a failed fetch', async () => {
    const importModule = vi.fn<() => Promise<Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ text: 'second try' });
    const deferred = deferredModule(importModule);
    const { rerender } = render(<Probe deferred={deferred} isNeeded />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('not here yet')).toBeTruthy();
    rerender(<Probe deferred={deferred} isNeeded={false} />);
    rerender(<Probe deferred={deferred} isNeeded />);
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
