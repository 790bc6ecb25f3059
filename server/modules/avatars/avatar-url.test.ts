import { describe, expect, it } from 'vitest';
import { avatarUrlSchema } from '../../../shared/contracts/auth';

describe('avatarUrlSchema', () => {
  it.each([
    '/api/avatars/../cryptos/update?force=true',
    '/api/avatars/..%2Fcryptos%2Fupdate.svg',
    '/api/avatars/a.svg?force=true',
    '/api/avatars/a.svg#x',
    '/api/avatars/sub/a.svg',
    '/api/avatars/.svg',
    '/api/cryptos/update',
    'https://example.com/../api/cryptos/update',
    'https://example.com/a\\b.png',
    'https://user:secret@example.com/a.png',
    'https://example.com/a b.png',
    'https://example.com/a\u0000.png',
    'http://example.com/a.png',
    'javascript:alert(1)',
    'not a url',
    '//example.com/a.png',
  ])('rejects %s', (value) => {
    expect(avatarUrlSchema.safeParse(value).success).toBe(false);
  });

  it('accepts our own avatar path as it is', () => {
    expect(avatarUrlSchema.parse('/api/avatars/satoshi.nakamoto-1.svg')).toBe('/api/avatars/satoshi.nakamoto-1.svg');
  });

  it('accepts an https URL in its canonical form', () => {
    expect(avatarUrlSchema.parse(' https://Example.COM/avatars/me.png?size=64 ')).toBe('https://example.com/avatars/me.png?size=64');
    expect(avatarUrlSchema.parse('https://example.com')).toBe('https://example.com/');
  });
});
