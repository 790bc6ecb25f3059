import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as accountEn } from '@/i18n/catalogs/account/en';
import { messages as accountEs } from '@/i18n/catalogs/account/es';
import { HttpError } from './api-client';
import { formatWait, rateLimitMessage } from './rate-limit-message';

const english = setupI18n({ locale: 'en', messages: { en: accountEn } });
const spanish = setupI18n({ locale: 'es', messages: { es: accountEs } });
const limited = (body: object) => new HttpError(429, JSON.stringify({ message: 'Too many requests.', code: 'RATE_LIMITED', ...body }));

describe('rateLimitMessage', () => {
  it('names the action and the wait', () => {
    expect(rateLimitMessage(limited({ retryAfterSeconds: 8 }), 'messages', english)).toBe("You're sending messages quickly; try again in 8 s.");
    expect(rateLimitMessage(limited({ retryAfterSeconds: 61 }), 'sign-in', english)).toBe('Too many sign-in attempts; try again in 2 min.');
    expect(rateLimitMessage(limited({ retryAfterSeconds: 3 }), 'reviews', english)).toBe("You're reviewing quickly; try again in 3 s.");
  });

  it("speaks the reader's language", () => {
    expect(rateLimitMessage(limited({ retryAfterSeconds: 8 }), 'messages', spanish)).toBe('Estás enviando mensajes muy rápido; vuelve a intentarlo en 8 s.');
    expect(rateLimitMessage(limited({}), 'sign-up', spanish)).toBe('Demasiados intentos de registro; espera un momento y vuelve a intentarlo.');
  });

  it('says to wait a moment when the server gave no usable wait', () => {
    for (const body of [{}, { retryAfterSeconds: -4 }, { retryAfterSeconds: '8' }]) {
      expect(rateLimitMessage(limited(body), 'messages', english)).toBe("You're sending messages quickly; please wait a moment and try again.");
    }
    expect(rateLimitMessage(new HttpError(429, '<html>busy</html>'), 'messages', english)).toContain('wait a moment');
  });

  it('leaves every other error to its caller', () => {
    expect(rateLimitMessage(new HttpError(500, '{"message":"x","retryAfterSeconds":8}'), 'messages', english)).toBeUndefined();
    expect(rateLimitMessage(new TypeError('Failed to fetch'), 'messages', english)).toBeUndefined();
  });

  it('formats waits', () => {
    expect([formatWait(0.2), formatWait(59), formatWait(60), formatWait(899)]).toEqual(['1 s', '59 s', '1 min', '15 min']);
  });
});
