/**
 * The outbox's rules, apart from where it is stored (docs/decisions/058-offline-outbox.md): the writes a member
 * makes while the connection is down, kept in order and sent once it is back.
 *
 * - Every item is one request (its method, URL and JSON body) with an id the server de-duplicates by (a chat
 *   message's and a vocabulary answer's clientId) or a request that is the same however often it arrives (a
 *   swipe is an upsert, a lesson start returns the existing record). Sending an item twice stores it once.
 * - Items go out oldest first, one at a time. No answer (the network is down) or a 5xx/429 stops the run and
 *   the item stays pending for the next; a 4xx is the server refusing this item: it is marked failed with the
 *   server's reason (retry or discard is the person's choice) and the run goes on with the next one.
 * - Only the signed-in person's items are sent (the cookie decides who the server records them for).
 */

export type OutboxKind = 'message' | 'swipe' | 'review' | 'lessonStart';

export interface OutboxItem {
  /** The store's increasing key: the order the person made the writes in. */
  seq: number;
  /** The request's client id (the body carries it where the server reads one). */
  id: string;
  userId: number;
  kind: OutboxKind;
  method: 'POST';
  url: string;
  body: unknown;
  /** What the item belongs to: the match of a message, the coin of a swipe, the term of an answer, the module. */
  scope: number;
  createdAt: number;
  status: 'pending' | 'failed';
  /** With status failed: what the server said, and its error code when it gave one. */
  error?: string;
  errorCode?: string;
}

export type NewOutboxItem = Omit<OutboxItem, 'seq' | 'status' | 'createdAt' | 'error' | 'errorCode'>;

export interface OutboxStore {
  /** Every item, in seq order. */
  all(): Promise<OutboxItem[]>;
  /** Adds an item and returns its seq (larger than every earlier one). */
  add(item: Omit<OutboxItem, 'seq'>): Promise<number>;
  put(item: OutboxItem): Promise<void>;
  delete(seq: number): Promise<void>;
}

/** What one attempt of a request gave: an answer with its status and body text, or none (no network). */
export type SendResult = { status: number; body: string } | { status: 'offline' };

export type Sender = (item: OutboxItem) => Promise<SendResult>;

export interface FlushReport {
  sent: Array<{ item: OutboxItem; body: string }>;
  failed: OutboxItem[];
  /** True when the run stopped early (no network, the server busy): the rest waits for the next run. */
  stopped: boolean;
}

/** The server's `message` (docs/design.md section 3's error body), else a plain reason for the status. */
export function refusalReason(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: the status says it.
  }
  if (status === 401) return 'You were signed out. Sign in again, then retry.';
  if (status === 403 || status === 404) return 'This can no longer be sent here.';
  return 'The server did not accept this.';
}

export function refusalCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the user's pending items in order (see the file's comment); returns what happened to each. */
export async function flushOutbox(store: OutboxStore, userId: number, send: Sender): Promise<FlushReport> {
  const report: FlushReport = { sent: [], failed: [], stopped: false };
  const items = (await store.all()).filter((item) => item.userId === userId && item.status === 'pending');
  for (const item of items) {
    let result: SendResult;
    try {
      result = await send(item);
    } catch {
      result = { status: 'offline' };
    }
    if (result.status === 'offline' || result.status >= 500 || result.status === 429) {
      report.stopped = true;
      return report;
    }
    if (result.status >= 200 && result.status < 300) {
      await store.delete(item.seq);
      report.sent.push({ item, body: result.body });
      continue;
    }
    const failed: OutboxItem = { ...item, status: 'failed', error: refusalReason(result.status, result.body), errorCode: refusalCode(result.body) };
    await store.put(failed);
    report.failed.push(failed);
  }
  return report;
}

/** A store in memory: the unit tests' and the fallback where IndexedDB is missing (the items then last one page). */
export function memoryStore(): OutboxStore {
  let items: OutboxItem[] = [];
  let nextSeq = 1;
  return {
    all: async () => items.map((item) => ({ ...item })),
    add: async (item) => {
      const seq = nextSeq++;
      items.push({ ...item, seq });
      return seq;
    },
    put: async (item) => {
      items = items.map((existing) => (existing.seq === item.seq ? { ...item } : existing));
    },
    delete: async (seq) => {
      items = items.filter((item) => item.seq !== seq);
    },
  };
}

export const OUTBOX_DB = 'coinmates-outbox';
export const OUTBOX_STORE = 'items';
/** The Background Sync tag and the Web Lock's name (one sender at a time across the tabs and the worker). */
export const OUTBOX_SYNC_TAG = 'coinmates-outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The durable store: IndexedDB, which outlives a reload and a closed tab, and which the service worker reads too. */
export function indexedDbStore(): OutboxStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(OUTBOX_DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(OUTBOX_STORE, { keyPath: 'seq', autoIncrement: true });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    });
    return opened;
  };
  const withStore = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    const tx = db.transaction(OUTBOX_STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    const [result] = await Promise.all([request(run(tx.objectStore(OUTBOX_STORE))), done]);
    return result;
  };
  return {
    all: () => withStore('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>),
    add: async (item) => Number(await withStore('readwrite', (store) => store.add(item))),
    put: async (item) => {
      await withStore('readwrite', (store) => store.put(item));
    },
    delete: async (seq) => {
      await withStore('readwrite', (store) => store.delete(seq));
    },
  };
}
