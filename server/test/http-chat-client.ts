/**
 * A chat user over real HTTP and WebSocket (for tests that run server processes, not inject()): register,
 * match, send and read through a base URL (a load balancer or one instance), and a live socket that
 * behaves like the web client (reconnects when closed, refetches the history after every connect).
 */
import { expect } from 'vitest';
import type { Message } from '../../shared/contracts/messages';
import type { ServerEvent } from '../../shared/live/events';
import { TEACHES_STAKING, TEACHES_TRADING } from './learning-profiles';
import { ADULT_BIRTH } from './test-app';
import { connectLive, type LiveClient } from './live-client';

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export interface ApiUser {
  id: number;
  cookie: string;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(baseUrl: string) {
  const request = async (user: ApiUser | undefined, method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
    try {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(user ? { cookie: user.cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      return { status: 0, body: (error as Error).message };
    }
  };
  return {
    request,
    async register(displayName: string): Promise<ApiUser> {
      const username = `${displayName.toLowerCase()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
      const response = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, displayName, password: 'rolling-restart-pw', ...ADULT_BIRTH }),
      });
      if (response.status !== 201) throw new Error(`register ${response.status}: ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .find((entry) => entry.startsWith('cm_session='))
        ?.split(';')[0];
      return { id: ((await response.json()) as { id: number }).id, cookie: cookie as string };
    },
    async match(a: ApiUser, b: ApiUser): Promise<number> {
      for (const [user, profile] of [
        [a, TEACHES_STAKING],
        [b, TEACHES_TRADING],
      ] as const) {
        expect((await request(user, 'PATCH', '/api/users/profile', profile)).status).toBe(200);
        for (const coinId of [1, 2, 5, 12, 20]) await request(user, 'POST', '/api/preferences', { coinId, liked: true });
      }
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const matches = (await request(a, 'GET', '/api/matches')).body as Array<{ id: number; matchedUser: { id: number } }>;
        const found = Array.isArray(matches) ? matches.find((entry) => entry.matchedUser.id === b.id) : undefined;
        if (found) return found.id;
        await pause(200);
      }
      throw new Error('the pair did not match');
    },
  };
}

/**
 * A user's live socket through the load balancer, behaving like the web client: when the server closes
 * it (1001 on shutdown) it reconnects, and after every (re)connect it refetches the chat history.
 */
export async function followLive(host: string, api: ApiClient, user: ApiUser, matchId: number) {
  const received = new Set<number>();
  const live = new Set<number>();
  const codes: number[] = [];
  let reconnects = 0;
  let isStopped = false;
  let current: LiveClient | undefined;
  let connecting: Promise<void> = Promise.resolve();

  const refetch = async () => {
    const outcome = await api.request(user, 'GET', `/api/matches/${matchId}/messages?limit=100`);
    if (outcome.status === 200) for (const message of outcome.body as Message[]) received.add(message.id);
  };
  const onEvent = (event: ServerEvent) => {
    if (event.type === 'new_message' && event.matchId === matchId) {
      received.add(event.messageId);
      live.add(event.messageId);
    }
  };
  const connect = async (): Promise<void> => {
    for (;;) {
      try {
        const client = await connectLive(host, { cookie: user.cookie });
        current = client;
        for (const event of client.events) onEvent(event);
        client.socket.on('message', (data) => onEvent(JSON.parse(data.toString()) as ServerEvent));
        client.socket.once('close', (code) => {
          if (isStopped) return;
          codes.push(code);
          reconnects += 1;
          connecting = connect();
        });
        await refetch();
        return;
      } catch {
        if (isStopped) return;
        await pause(200);
      }
    }
  };
  connecting = connect();
  await connecting;
  return {
    received,
    liveCount: () => live.size,
    reconnects: () => reconnects,
    closeCodes: () => codes,
    /** Waits (briefly) until these messages arrived, live or by the refetch after a reconnect. */
    waitFor: async (ids: number[], timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      await connecting;
      while (ids.some((id) => !received.has(id)) && Date.now() < deadline) await pause(50);
    },
    stop: () => {
      isStopped = true;
      current?.close();
    },
  };
}
