import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, CachedBody } from './http-cache';

// A rendered page's kind of body: markup, an inline stylesheet and a JSON state, about 100 KB.
const page = Buffer.from(
  `<!doctype html><style>${'.a{color:red}'.repeat(2000)}</style>` + Array.from({ length: 600 }, (_, index) => `<p class="text-sm">Lesson ${index}: a seed phrase is the wallet</p>`).join(''),
);

describe('CachedBody', () => {
  it('compresses a body made for one response and one compressed once to the same bytes when decoded', () => {
    for (const quality of [BROTLI_QUALITY.perResponse, BROTLI_QUALITY.compressedOnce]) {
      const body = new CachedBody(page, quality);
      expect(brotliDecompressSync(body.encoded('br')).equals(page)).toBe(true);
      expect(gunzipSync(body.encoded('gzip')).equals(page)).toBe(true);
      expect(body.encoded('identity')).toBe(page);
      expect(body.encoded('br').length).toBeLessThan(page.length / 5);
    }
  });

  it('compresses each form once', () => {
    const body = new CachedBody(page, BROTLI_QUALITY.perResponse);
    expect(body.encoded('br')).toBe(body.encoded('br'));
    expect(body.encoded('gzip')).toBe(body.encoded('gzip'));
  });
});
