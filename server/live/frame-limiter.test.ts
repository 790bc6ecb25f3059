import { describe, expect, it } from 'vitest';
import { FrameLimiter, FRAME_WINDOW_MS, MAX_FRAMES_PER_WINDOW, TYPING_RELAY_INTERVAL_MS } from './frame-limiter';

function limiterAt(start = 0) {
  const clock = { time: start };
  return { clock, limiter: new FrameLimiter(() => clock.time) };
}

describe('frame limiter', () => {
  it('admits MAX_FRAMES_PER_WINDOW frames in a window and refuses the next one', () => {
    const { limiter } = limiterAt();
    for (let index = 0; index < MAX_FRAMES_PER_WINDOW; index += 1) expect(limiter.admitFrame()).toBe(true);
    expect(limiter.admitFrame()).toBe(false);
  });

  it('forgets frames once they leave the window', () => {
    const { clock, limiter } = limiterAt();
    for (let index = 0; index < MAX_FRAMES_PER_WINDOW; index += 1) limiter.admitFrame();
    clock.time += FRAME_WINDOW_MS;
    expect(limiter.admitFrame()).toBe(true);
  });

  it('catches a burst that straddles two fixed windows', () => {
    const { clock, limiter } = limiterAt();
    clock.time = FRAME_WINDOW_MS - 100;
    for (let index = 0; index < MAX_FRAMES_PER_WINDOW / 2; index += 1) expect(limiter.admitFrame()).toBe(true);
    clock.time = FRAME_WINDOW_MS + 100;
    for (let index = 0; index < MAX_FRAMES_PER_WINDOW / 2; index += 1) expect(limiter.admitFrame()).toBe(true);
    expect(limiter.admitFrame()).toBe(false);
  });

  it('relays one typing frame per interval', () => {
    const { clock, limiter } = limiterAt(5_000);
    expect(limiter.admitTyping()).toBe(true);
    clock.time += TYPING_RELAY_INTERVAL_MS - 1;
    expect(limiter.admitTyping()).toBe(false);
    clock.time += 1;
    expect(limiter.admitTyping()).toBe(true);
  });
});
