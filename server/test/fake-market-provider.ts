/**
 * A local stand-in for the CoinGecko-compatible market API (the one external service we cannot reach in
 * tests). The real client code runs against it. Modes simulate the provider's faults.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMarketMode = 'ok' | 'rate-limited' | 'hang' | 'malformed' | 'server-error';

export interface FakeMarketProvider {
  url: string;
  setMode(mode: FakeMarketMode): void;
  /** Price multiplier, to tell one snapshot from the next. */
  setPriceFactor(factor: number): void;
  requestCount(): number;
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
  });

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
    close: async () => {
      for (const abort of hanging) abort();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
