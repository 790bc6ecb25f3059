/**
 * A real load balancer for the multi-instance tests: Debian's haproxy, started on loopback with a config
 * the test writes (health checks on /readyz, retries and redispatch on connection failures and 503).
 * `findHaproxy` answers undefined when it is not installed; scripts/find-haproxy.mjs installs it in CI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy', '/usr/local/bin/haproxy'];

export function findHaproxy(): string | undefined {
  const fromEnv = process.env.HAPROXY_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export interface LoadBalancer {
  baseUrl: string;
  host: string;
  /** Whether haproxy's health check currently has the backend on this port up. */
  isUp(port: number): Promise<boolean>;
  waitUntilUp(port: number, timeoutMs?: number): Promise<void>;
  /** Requests haproxy retried (wretr) and redispatched (wredis) to another instance, over all servers. */
  retries(): Promise<{ retried: number; redispatched: number }>;
  close(): Promise<void>;
}

/** The config an operator would start from (README "Several instances behind a load balancer"). */
export function haproxyConfig(listenPort: number, statsPort: number, backendPorts: number[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A slow /readyz under load is not a failed check (a 503 or a refused connection is).
  timeout check 2s
  timeout tunnel 1h
  # A request that could not reach an instance, or that a draining instance answered 503, is retried
  # on another one (idempotent sends carry a client id, so a retried send stores one message).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend coinmates
  bind 127.0.0.1:${listenPort}
  default_backend instances

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 250ms fall 1 rise 2
${backendPorts.map((port, index) => `  server app${index + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

export async function startLoadBalancer(binary: string, listenPort: number, statsPort: number, backendPorts: number[]): Promise<LoadBalancer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'coinmates-haproxy-'));
  const configPath = path.join(directory, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(listenPort, statsPort, backendPorts));
  let output = '';
  const child: ChildProcess = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const rows = async (): Promise<string[][]> => {
    const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
    return (await response.text()).split('\n').map((line) => line.split(','));
  };
  const statuses = async (): Promise<Map<string, string>> => {
    const map = new Map<string, string>();
    for (const columns of await rows()) {
      if (columns[0] === 'instances' && columns[1]?.startsWith('app')) map.set(columns[1], columns[17] ?? '');
    }
    return map;
  };
  const isUp = async (port: number) => {
    const index = backendPorts.indexOf(port);
    return (await statuses()).get(`app${index + 1}`)?.startsWith('UP') ?? false;
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await statuses();
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`haproxy did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    host: `127.0.0.1:${listenPort}`,
    isUp,
    async waitUntilUp(port, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (!(await isUp(port))) {
        if (Date.now() > until) throw new Error(`haproxy never saw 127.0.0.1:${port} up: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async retries() {
      const backend = (await rows()).find((columns) => columns[0] === 'instances' && columns[1] === 'BACKEND');
      return { retried: Number(backend?.[15] ?? 0), redispatched: Number(backend?.[16] ?? 0) };
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
