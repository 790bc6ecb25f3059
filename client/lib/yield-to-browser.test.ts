import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it('resumes in a later task: work queued as a task before it runs first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => order.push('queued task');
    channel.port2.postMessage(undefined);
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await resumed;
    channel.port1.close();
    expect(order).toEqual(['queued task', 'resumed']);
  });
});
