/**
 * The offline outbox's rules (docs/decisions/058-offline-outbox.md) over a store in memory: order, what stops a
 * run and what fails one item, retry and discard, a sent item never sent again, and only the signed-in person's
 * items. That the items outlive a reload (IndexedDB) is tested in a real browser: e2e/offline.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox, memoryStore, type OutboxItem, type OutboxStore, type SendResult } from './outbox-core';
import { discardWrite, discardWritesOf, enqueueWrite, flushNow, onWriteSent, resetOutboxForTests, retryWrite, startOutbox, unsentWriteCount } from './outbox';

const item = (n: number, userId = 1): Omit<OutboxItem, 'seq'> => ({
  id: `client-${n}`,
  userId,
  kind: 'message',
  method: 'POST',
  url: '/api/matches/7/messages',
  body: { content: `message ${n}`, clientId: `client-${n}` },
  scope: 7,
  createdAt: n,
  status: 'pending',
});

/** A server that records what it got and answers per content (200 unless told). */
function fakeServer(answers: Record<string, SendResult> = {}) {
  const received: string[] = [];
  const send = async (sent: OutboxItem): Promise<SendResult> => {
    const content = (sent.body as { content: string }).content;
    const answer = answers[content] ?? { status: 201, body: JSON.stringify({ content }) };
    if (answer.status !== 'offline') received.push(content);
    return answer;
  };
  return { received, send };
}

async function storeWith(...numbers: number[]): Promise<OutboxStore> {
  const store = memoryStore();
  for (const n of numbers) await store.add(item(n));
  return store;
}

describe('flushOutbox', () => {
  it('sends pending items oldest first and removes each once stored', async () => {
    const store = await storeWith(1, 2, 3);
    const server = fakeServer();
    const report = await flushOutbox(store, 1, server.send);
    expect(server.received).toEqual(['message 1', 'message 2', 'message 3']);
    expect(report.sent.map((sent) => sent.item.id)).toEqual(['client-1', 'client-2', 'client-3']);
    expect(await store.all()).toEqual([]);
    // A second run has nothing left to send: nothing goes twice.
    await flushOutbox(store, 1, server.send);
    expect(server.received).toHaveLength(3);
  });

  it('stops at no answer or a busy server, keeping that item and the later ones pending in order', async () => {
    for (const stop of [{ status: 'offline' }, { status: 503, body: '' }, { status: 429, body: '{"retryAfterSeconds":8}' }] as SendResult[]) {
      const store = await storeWith(1, 2, 3);
      const server = fakeServer({ 'message 2': stop });
      const report = await flushOutbox(store, 1, server.send);
      expect(report.stopped).toBe(true);
      expect(server.received.filter((content) => content !== 'message 2')).toEqual(['message 1']);
      expect((await store.all()).map((left) => [left.id, left.status])).toEqual([
        ['client-2', 'pending'],
        ['client-3', 'pending'],
      ]);
    }
  });

  it('a thrown send counts as no answer', async () => {
    const store = await storeWith(1);
    const report = await flushOutbox(store, 1, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(report.stopped).toBe(true);
    expect((await store.all())[0]?.status).toBe('pending');
  });

  it('marks an item the server refuses (4xx) failed with its reason and code, and goes on with the next', async () => {
    const store = await storeWith(1, 2, 3);
    const refusal = { status: 422, body: JSON.stringify({ code: 'SEED_PHRASE_BLOCKED', message: 'This looks like a seed phrase.' }) };
    const server = fakeServer({ 'message 2': refusal });
    const report = await flushOutbox(store, 1, server.send);
    expect(report.stopped).toBe(false);
    expect(server.received).toEqual(['message 1', 'message 2', 'message 3']);
    expect(await store.all()).toEqual([expect.objectContaining({ id: 'client-2', status: 'failed', error: 'This looks like a seed phrase.', errorCode: 'SEED_PHRASE_BLOCKED' })]);
    // A failed item waits for the person: the next run does not send it again.
    await flushOutbox(store, 1, server.send);
    expect(server.received).toHaveLength(3);
  });

  it('a refusal without a message gets a plain reason', async () => {
    const store = await storeWith(1);
    await flushOutbox(store, 1, async () => ({ status: 404, body: 'Not Found' }));
    expect((await store.all())[0]?.error).toBe('This can no longer be sent here.');
  });

  it("sends only the signed-in person's items", async () => {
    const store = memoryStore();
    await store.add(item(1, 1));
    await store.add(item(2, 2));
    const server = fakeServer();
    await flushOutbox(store, 2, server.send);
    expect(server.received).toEqual(['message 2']);
    expect((await store.all()).map((left) => left.userId)).toEqual([1]);
  });
});

describe('the page outbox', () => {
  let online = true;
  const requests: Array<{ url: string; body: unknown }> = [];
  let answer: (body: { content: string }) => Response | Promise<Response> = (body) => new Response(JSON.stringify(body), { status: 201 });

  beforeEach(() => {
    online = false;
    requests.length = 0;
    answer = (body) => new Response(JSON.stringify(body), { status: 201 });
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init.body)) as { content: string };
      requests.push({ url, body });
      return answer(body);
    });
    resetOutboxForTests();
    startOutbox(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  const write = (n: number) => enqueueWrite({ kind: 'message', id: `c-${n}`, url: '/api/matches/7/messages', body: { content: `m${n}`, clientId: `c-${n}` }, scope: 7 });

  it('keeps writes made offline and sends them in order once online, telling who listens', async () => {
    const sent: string[] = [];
    onWriteSent((item) => sent.push(item.id));
    await write(1);
    await write(2);
    await flushNow();
    expect(requests).toEqual([]);
    online = true;
    await flushNow();
    expect(requests.map((request) => (request.body as { content: string }).content)).toEqual(['m1', 'm2']);
    expect(sent).toEqual(['c-1', 'c-2']);
    await flushNow();
    expect(requests).toHaveLength(2);
  });

  it('a failed write is retried on request, or discarded and never sent', async () => {
    await write(1);
    await write(2);
    online = true;
    answer = (body) => (body.content === 'm1' ? new Response('{"message":"Match ended"}', { status: 403 }) : new Response(JSON.stringify(body), { status: 201 }));
    const report = await flushNow();
    expect(report?.failed.map((failed) => failed.id)).toEqual(['c-1']);
    answer = (body) => new Response(JSON.stringify(body), { status: 201 });
    await retryWrite(report?.failed[0]?.seq ?? -1);
    await flushNow();
    expect(requests.map((request) => (request.body as { content: string }).content)).toEqual(['m1', 'm2', 'm1']);

    await write(3);
    answer = () => new Response('{"message":"No"}', { status: 400 });
    const refused = await flushNow();
    await discardWrite(refused?.failed[0]?.seq ?? -1);
    answer = (body) => new Response(JSON.stringify(body), { status: 201 });
    const after = await flushNow();
    expect(after?.sent).toEqual([]);
    expect(after?.failed).toEqual([]);
  });

  it('two runs asked for at once never send an item twice', async () => {
    await write(1);
    await write(2);
    online = true;
    await Promise.all([flushNow(), flushNow(), flushNow()]);
    expect(requests.map((request) => (request.body as { content: string }).content)).toEqual(['m1', 'm2']);
  });

  it('at logout: the writes stay with their account, another account on the browser neither sees nor sends them, and a discard drops only them', async () => {
    await write(1);
    await write(2);
    expect(unsentWriteCount()).toBe(2);
    // Alice logs out without choosing; Bob signs in on the same browser, online.
    startOutbox(null);
    online = true;
    startOutbox(2);
    await flushNow();
    expect(unsentWriteCount()).toBe(0);
    expect(requests).toEqual([]);
    await write(3);
    await flushNow();
    expect(requests.map((request) => (request.body as { content: string }).content)).toEqual(['m3']);

    // Alice comes back offline, and at her next logout discards hers: Bob's history is untouched, nothing is sent.
    online = false;
    startOutbox(1);
    await flushNow();
    expect(unsentWriteCount()).toBe(2);
    await write(4);
    startOutbox(2);
    await write(5);
    await discardWritesOf(1);
    startOutbox(1);
    await flushNow();
    expect(unsentWriteCount()).toBe(0);
    startOutbox(2);
    await flushNow();
    expect(unsentWriteCount()).toBe(1);
    online = true;
    await flushNow();
    expect(requests.map((request) => (request.body as { content: string }).content)).toEqual(['m3', 'm5']);
  });
});
