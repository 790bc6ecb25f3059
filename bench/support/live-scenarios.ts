/**
 * The three things bench/live-delivery.ts times, each as "send message i, resolve with its latency":
 * a bare ws echo round trip, and POST -> new_message through one or two Coinmates instances.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import type { BenchChild } from './bench-child';
import { type Arrivals, postJson, type ClientSpec } from './live-clients';
import type { BenchPair, BenchUser } from './live-fixture';

export interface Scenario {
  name: string;
  /** The server processes doing the work (for CPU time and profiles). */
  servers: BenchChild[];
  /**
   * Sends message `index` and resolves with its latency (ms). The warm-up phase sends from the same users
   * as the measured one, so measured messages are a conversation's next message, not a user's very first
   * (which also earns the Icebreaker achievement and marks the user active: a few more writes).
   */
  send(index: number, phase: 'warm' | 'measure'): Promise<number>;
  /** Measured POST response times, when the scenario POSTs. */
  responseTimes: number[];
  close(): void;
}

/** Sockets of Coinmates users: a new_message frame is recorded under "<recipient id>:<message id>". */
export function liveClientSpecs(users: BenchUser[], arrivals: Arrivals): ClientSpec[] {
  return users.map((user) => ({
    cookie: user.cookie,
    onFrame: (_socket, data) => {
      const event = JSON.parse(data) as { type: string; messageId?: number };
      if (event.type === 'new_message') arrivals.record(`${user.id}:${event.messageId}`);
    },
  }));
}

export function bareClientSpecs(count: number, arrivals: Arrivals): ClientSpec[] {
  return Array.from({ length: count }, (): ClientSpec => ({ onFrame: (_socket, data) => arrivals.record(data) }));
}

/**
 * Message i belongs to pair i mod n: the pair's first user writes on the first round through the pairs,
 * the second user answers on the next, and so on; so every user sends, and each sends at most once per
 * round. Returns the pair and whether the second user is the sender.
 */
export function turnOf(pairCount: number, index: number): { pairIndex: number; isReply: boolean } {
  return { pairIndex: index % pairCount, isReply: Math.floor(index / pairCount) % 2 === 1 };
}

/** The sender's socket (2i for a pair's first user, 2i + 1 for the second) sends a unique frame and waits for its echo. */
export function bareEchoScenario(server: BenchChild, sockets: WebSocket[], arrivals: Arrivals): Scenario {
  const pairCount = Math.floor(sockets.length / 2);
  const send = async (index: number, phase: 'warm' | 'measure') => {
    const key = `${phase}-${index}`;
    const { pairIndex, isReply } = turnOf(pairCount, index);
    const started = performance.now();
    (sockets[2 * pairIndex + (isReply ? 1 : 0)] as WebSocket).send(key);
    return (await arrivals.wait(key)) - started;
  };
  return { name: 'bare', servers: [server], send, responseTimes: [], close: () => undefined };
}

/**
 * The sender of message i (see turnOf) POSTs through `postHost`; the latency ends when the other user's
 * socket (wherever it is connected) receives the matching new_message.
 */
export function postScenario(name: string, servers: BenchChild[], postHost: string, pairs: BenchPair[], arrivals: Arrivals, concurrency: number): Scenario {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const responseTimes: number[] = [];
  const send = async (index: number, phase: 'warm' | 'measure') => {
    const { pairIndex, isReply } = turnOf(pairs.length, index);
    const { matchId, low, high } = pairs[pairIndex] as BenchPair;
    const [sender, recipient] = isReply ? [high, low] : [low, high];
    const started = performance.now();
    const response = await postJson(agent, postHost, `/api/matches/${matchId}/messages`, sender.cookie, { content: `${name} ${phase} ${index}` });
    const responded = performance.now();
    if (response.status !== 201) throw new Error(`${name}: POST answered ${response.status}: ${JSON.stringify(response.body)}`);
    const arrived = await arrivals.wait(`${recipient.id}:${(response.body as { id: number }).id}`);
    if (phase === 'measure') responseTimes.push(responded - started);
    return arrived - started;
  };
  return { name, servers, send, responseTimes, close: () => agent.destroy() };
}
