/**
 * HTTP caching and compression for bodies the app builds once and sends many times (the coin catalogue):
 * a strong ETag from the bytes, 304 on a matching If-None-Match, and brotli/gzip variants compressed once
 * per body instead of once per request (docs/decisions/013-hardening.md).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the client's If-None-Match names this ETag (or is `*`). */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The best encoding the client accepts (q=0 refuses one). */
export function negotiateEncoding(request: FastifyRequest): ContentEncoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Brotli's quality by how often a body is compressed: once and sent many times (the catalogue, the client-only
 * page), or for one response (a rendered page, one coin). Measured on the rendered /learn and /learn/1 (99 and
 * 171 KB) on this 2-core machine: quality 9 held the event loop 107-128 ms per page, 5 holds it 1.5-4 ms for
 * 2-3% more bytes (`BROTLI_PARAM_SIZE_HINT` set in both).
 */
export const BROTLI_QUALITY = { compressedOnce: 9, perResponse: 5 } as const;

/** One body, its ETag, and its compressed forms made on first use. */
export class CachedBody {
  readonly etag: string;
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(
    readonly body: Buffer,
    private readonly brotliQuality: number = BROTLI_QUALITY.compressedOnce,
  ) {
    this.etag = etagOf(body);
  }

  encoded(encoding: ContentEncoding): Buffer {
    if (encoding === 'br') {
      const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: this.brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.body.length };
      return (this.brotli ??= brotliCompressSync(this.body, { params }));
    }
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.body, { level: 9 }));
    return this.body;
  }
}

/**
 * Sends a shared JSON body: 304 when the client has it, else the best-compressed variant. `Cache-Control:
 * public, no-cache`: the same bytes for everyone, stored by the browser and revalidated on each use, so a
 * market refresh shows at once and an unchanged catalogue costs a 304.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header('ETag', cached.etag).header('Cache-Control', 'public, no-cache').header('Vary', 'Accept-Encoding');
  if (isNotModified(request, cached.etag)) return reply.status(304).send();
  const encoding = negotiateEncoding(request);
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(cached.encoded(encoding));
}
