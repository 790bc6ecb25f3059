import { describe, expect, it } from 'vitest';
import { HttpError } from './api-client';
import { formatWait, rateLimitMessage } from './rate-limit-message';

const limited = (body: object) => new HttpError(429, JSON.stringify({ message: 'Too many requests.', code: 'RATE_LIMITED', ...body }));

describe('rateLimitMessage', () => {
  it('names the action and the wait', () => {
    expect(rateLimitMessage(limited({ retryAfterSeconds: 8 }), 'messages')).toBe("You're sending messages quickly; try again in 8 s.");
    expect(rateLimitMessage(limited({ retryAfterSeconds: 61 }), 'sign-in')).toBe('Too many sign-in attempts; try again in 2 min.');
    expect(rateLimitMessage(limited({ retryAfterSeconds: 3 }), 'reviews')).toBe("You're reviewing quickly; try again in 3 s.");
  });

  it('says to wait a moment when the server gave no usable wait', () => {
    for (const body of [{}, { retryAfterSeconds: -4 }, { retryAfterSeconds: '8' }]) {
      expect(rateLimitMessage(limited(body), 'messages')).toBe("You're sending messages quickly; please wait a moment and try again.");
    }
    expect(rateLimitMessage(new HttpError(429, '<html>busy</html>'), 'messages')).toContain('wait a moment');
  });

  it('leaves every other error to its caller', () => {
    expect(rateLimitMessage(new HttpError(500, '{"message":"x","retryAfterSeconds":8}'), 'messages')).toBeUndefined();
    expect(rateLimitMessage(new TypeError('Failed to fetch'), 'messages')).toBeUndefined();
  });

  it('formats waits', () => {
    expect([formatWait(0.2), formatWait(59), formatWait(60), formatWait(899)]).toEqual(['1 s', '59 s', '1 min', '15 min']);
  });
});
