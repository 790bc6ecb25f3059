import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageClientIdSchema } from '@shared/contracts/teach-back';
import { newClientId } from './client-id';

describe('newClientId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a UUID the message contract accepts, with or without crypto.randomUUID', () => {
    expect(messageClientIdSchema.safeParse(newClientId()).success).toBe(true);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const ids = Array.from({ length: 50 }, () => newClientId());
    for (const id of ids) expect(messageClientIdSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });
});
