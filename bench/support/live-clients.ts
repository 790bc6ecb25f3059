/** The benchmark's client side: many WebSocket clients, arrival times by key, a keep-alive POST, stats. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const CONNECT_CONCURRENCY = 50;
const CONNECT_TIMEOUT_MS = 10_000;

/** When each awaited frame arrived (performance.now()), by a key the caller extracts from the frame. */
export class Arrivals {
  private readonly times = new Map<string, number>();
  private readonly waiters = new Map<string, (time: number) => void>();

  record(key: string): void {
    const time = performance.now();
    const waiter = this.waiters.get(key);
    if (waiter) {
      this.waiters.delete(key);
      waiter(time);
    } else {
      this.times.set(key, time);
    }
  }

  wait(key: string, timeoutMs = 5_000): Promise<number> {
    const time = this.times.get(key);
    if (time !== undefined) {
      this.times.delete(key);
      return Promise.resolve(time);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        reject(new Error(`nothing arrived for '${key}' within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(key, (arrived) => {
        clearTimeout(timer);
        resolve(arrived);
      });
    });
  }
}

export interface ClientSpec {
  cookie?: string;
  onFrame: (socket: WebSocket, data: string) => void;
}

function connectOne(host: string, spec: ClientSpec): Promise<WebSocket> {
  const headers: Record<string, string> = { origin: `http://${host}` };
  if (spec.cookie) headers.cookie = spec.cookie;
  const socket = new WebSocket(`ws://${host}/ws`, { headers, perMessageDeflate: false, handshakeTimeout: CONNECT_TIMEOUT_MS });
  socket.on('message', (data) => spec.onFrame(socket, data.toString()));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`/ws refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Opens one socket per spec, CONNECT_CONCURRENCY at a time; index i of the result belongs to specs[i]. */
export async function connectClients(host: string, specs: ClientSpec[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next;
      next += 1;
      sockets[index] = await connectOne(host, specs[index] as ClientSpec);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  } catch (error) {
    await closeClients(sockets.filter(Boolean));
    throw error;
  }
  return sockets;
}

export async function closeClients(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, 2_000);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(1000);
        }),
    ),
  );
}

/** POST JSON over a keep-alive agent; resolves with the status and the parsed body. */
export function postJson(agent: http.Agent, host: string, urlPath: string, cookie: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  const [hostname, port] = host.split(':') as [string, string];
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname,
        port: Number(port),
        path: urlPath,
        method: 'POST',
        headers: { cookie, origin: `http://${host}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs job(0..count-1) with at most `concurrency` in flight; each job returns its own sample (ms). */
export async function runLatency(count: number, concurrency: number, job: (index: number) => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      samples.push(await job(index));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

export interface LatencyStats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles. */
export function latencyStats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((left, right) => left - right);
  const at = (quantile: number) => sorted[Math.max(0, Math.ceil(quantile * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}
