import { identicon } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

/** Our own URL for a user's generated avatar: no third-party identicon service, nothing hot-linked. */
export function avatarPathFor(seed: string): string {
  return `/api/avatars/${encodeURIComponent(seed)}.svg`;
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 2_000;

export function renderIdenticon(seed: string): string {
  const cached = cache.get(seed);
  if (cached) return cached;
  const svg = createAvatar(identicon, { seed, backgroundColor: ['fff1ee', 'e6f6f4', 'fff7d6'], radius: 50 }).toString();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(seed, svg);
  return svg;
}
