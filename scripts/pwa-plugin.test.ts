/**
 * The outbox's send rules exist once (docs/decisions/058-offline-outbox.md): the service worker the build writes
 * carries client/lib/outbox-core.ts compiled, not a copy kept in step by hand. Evaluated as the worker would,
 * its flushOutbox is that code: same order, same stop on no answer, same refusal handling.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import * as core from '../client/lib/outbox-core';
import { outboxCoreForWorker, writeServiceWorker } from './pwa-plugin';

type Core = typeof core;

describe('the service worker outbox', () => {
  it('sw.js carries outbox-core compiled, and keeps no send rules of its own', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
      writeServiceWorker(dir);
      const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
      expect(worker).toContain(outboxCoreForWorker());
      expect(worker).toContain('OutboxCore.flushOutbox(');
      // The old hand-written copy (its own refusal reasons and 4xx handling) is gone.
      expect(worker.match(/You were signed out\. Sign in again, then retry\./g)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the worker's OutboxCore behaves as client/lib/outbox-core.ts", async () => {
    const sandbox: { OutboxCore?: Core } = {};
    runInNewContext(`${outboxCoreForWorker()};this.OutboxCore = OutboxCore;`, sandbox);
    const worker = sandbox.OutboxCore!;
    expect(Object.keys(worker).sort()).toEqual(Object.keys(core).sort());
    expect(worker.OUTBOX_SYNC_TAG).toBe(core.OUTBOX_SYNC_TAG);

    const run = async (rules: Core) => {
      const store = rules.memoryStore();
      for (const n of [1, 2, 3, 4]) {
        await store.add({ id: `c${n}`, userId: n === 4 ? 2 : 1, kind: 'message', method: 'POST', url: '/m', body: { n }, scope: 7, createdAt: n, status: 'pending' });
      }
      const received: number[] = [];
      const report = await rules.flushOutbox(store, 1, async (item) => {
        const n = (item.body as { n: number }).n;
        received.push(n);
        if (n === 2) return { status: 403, body: '{"message":"Match ended","code":"MATCH_ENDED"}' };
        if (n === 3) return { status: 'offline' };
        return { status: 201, body: '{}' };
      });
      return { received, stopped: report.stopped, left: (await store.all()).map((item) => [item.id, item.status, item.error ?? null, item.errorCode ?? null]) };
    };
    const fromWorker = await run(worker);
    expect(fromWorker).toEqual(await run(core));
    expect(fromWorker.received).toEqual([1, 2, 3]);
  });
});
