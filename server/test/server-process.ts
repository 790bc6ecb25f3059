/** Runs the real server (server/index.ts) as a child process, for durability and shutdown tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `env` must include PORT (see freePort) and DATA_DIR or DATABASE_URL. */
export function startServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', MARKET_DATA_URL: 'off', LOG_LEVEL: 'warn', CLIENT_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

export async function waitUntilReady(baseUrl: string, server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}: ${server.output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready within ${timeoutMs} ms: ${server.output()}`);
}

/**
 * One request on a connection of its own: `sent` once its bytes are handed to the kernel, `answer` with the
 * status, or the error code of a reset.
 */
export function postOnNewConnection(baseUrl: string, url: string, body: object): { sent: Promise<void>; answer: Promise<number | string> } {
  const payload = JSON.stringify(body);
  let onSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (onSent = resolve));
  const answer = new Promise<number | string>((resolve) => {
    const request = http.request(`${baseUrl}${url}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      onSent();
      resolve(error.code ?? 'error');
    });
    request.end(payload, onSent);
  });
  return { sent, answer };
}
