/**
 * A local stand-in for the CoinGecko-compatible market API (the one external service we cannot reach in
 * tests). The real client code runs against it. Modes simulate the provider's faults.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `held`: a slow provider; each request waits until release(), then gets an ok answer. */
export type FakeMarketMode = 'ok' | 'rate-limited' | 'hang' | 'held' | 'malformed' | 'server-error';

export interface FakeMarketProvider {
  url: string;
  setMode(mode: FakeMarketMode): void;
  /** Price multiplier, to tell one snapshot from the next. */
  setPriceFactor(factor: number): void;
  requestCount(): number;
  /** Requests waiting in `held` mode (a sentinel: the call reached the provider). */
  heldCount(): number;
  /** Answers the held requests (ok, at the price factor of now) and goes back to `ok`. */
  release(): void;
  close(): Promise<void>;
}

function priceFor(id: string, factor: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return Math.round((hash / 7 + 0.05) * factor * 100) / 100;
}

export async function startFakeMarketProvider(port = 0): Promise<FakeMarketProvider> {
  let mode: FakeMarketMode = 'ok';
  let factor = 1;
  let requests = 0;
  const hanging = new Set<() => void>();
  let held: Array<() => void> = [];

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/ping') {
      response.end('ok');
      return;
    }
    if (url.pathname !== '/api/v3/coins/markets') {
      response.writeHead(404).end('{"error":"not found"}');
      return;
    }
    requests += 1;
    if (mode === 'hang') {
      hanging.add(() => response.destroy());
      return;
    }
    if (mode === 'held') {
      held.push(() => answerOk(url, response));
      return;
    }
    if (mode === 'rate-limited') {
      response.writeHead(429, { 'Retry-After': '120', 'Content-Type': 'application/json' }).end('{"status":{"error_code":429}}');
      return;
    }
    if (mode === 'server-error') {
      response.writeHead(503).end('upstream down');
      return;
    }
    if (mode === 'malformed') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id": "bitcoin", "current_price": "lots"}, 42]');
      return;
    }
    answerOk(url, response);
  });

  function answerOk(url: URL, response: ServerResponse): void {
    const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
    const body = ids.map((id, index) => ({
      id,
      symbol: id.slice(0, 4),
      current_price: priceFor(id, factor),
      price_change_percentage_24h: ((index % 7) - 3) * 1.37,
      market_cap: priceFor(id, factor) * 1_000_000 * (index + 1),
      market_cap_rank: index + 1,
      last_updated: new Date().toISOString(),
    }));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}/api/v3`,
    setMode: (next) => {
      mode = next;
    },
    setPriceFactor: (next) => {
      factor = next;
    },
    requestCount: () => requests,
    heldCount: () => held.length,
    release: () => {
      mode = 'ok';
      const waiting = held;
      held = [];
      for (const answer of waiting) answer();
    },
    close: async () => {
      for (const abort of hanging) abort();
      for (const answer of held) answer();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
