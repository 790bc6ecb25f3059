/**
 * A plain static server for a built baseline app (the Vite scaffold): files from one directory, index.html for
 * `/`, compressed with brotli (else gzip) as our own server compresses, hashed assets cached for good. Only
 * for the bench: no range requests, no directory listing, nothing outside `dir`.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  origin: string;
  stop: () => Promise<void>;
}

export async function startStaticServer(dir: string, port: number): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`);
    if (!file.startsWith(root + path.sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = readFileSync(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, encoded] = accepted.includes('br') ? ['br', brotliCompressSync(body)] : accepted.includes('gzip') ? ['gzip', gzipSync(body)] : ['identity', body];
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': encoding,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(encoded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${bound}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
