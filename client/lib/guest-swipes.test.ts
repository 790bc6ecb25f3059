import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A minimal Web Storage for the node test environment; `failing` makes every call throw. */
function installStorage(options: { failing?: boolean } = {}) {
  const data = new Map<string, string>();
  const fail = () => {
    throw new Error('storage unavailable');
  };
  const storage = {
    getItem: (key: string) => (options.failing ? fail() : (data.get(key) ?? null)),
    setItem: (key: string, value: string) => (options.failing ? fail() : void data.set(key, value)),
    removeItem: (key: string) => (options.failing ? fail() : void data.delete(key)),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
  return data;
}

async function freshModule() {
  vi.resetModules();
  return import('./guest-swipes');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('guest swipes', () => {
  it('keeps one record per coin, the latest swipe winning, and survives a reload', async () => {
    const data = installStorage();
    const first = await freshModule();
    first.addGuestSwipe(1, true, 1000);
    first.addGuestSwipe(2, false, 2000);
    first.addGuestSwipe(1, false, 3000);
    expect(first.readGuestSwipes()).toEqual([
      { coinId: 2, liked: false, timestamp: 2000 },
      { coinId: 1, liked: false, timestamp: 3000 },
    ]);

    expect(data.get(first.GUEST_SWIPES_KEY)).toBeDefined();
    const reloaded = await freshModule();
    expect(reloaded.readGuestSwipes()).toEqual(first.readGuestSwipes());
  });

  it('drops malformed records and tolerates garbage in storage', async () => {
    const data = installStorage();
    data.set('coinmates.guestSwipes', JSON.stringify([{ coinId: 3, liked: true, timestamp: 5 }, { coinId: 'x' }, 42, { coinId: 4, liked: 'yes', timestamp: 1 }]));
    expect((await freshModule()).readGuestSwipes()).toEqual([{ coinId: 3, liked: true, timestamp: 5 }]);
    data.set('coinmates.guestSwipes', '{not json');
    expect((await freshModule()).readGuestSwipes()).toEqual([]);
  });

  it('clears only the merged swipes, keeping ones made meanwhile', async () => {
    installStorage();
    const module = await freshModule();
    module.addGuestSwipe(1, true, 10);
    const merged = module.readGuestSwipes();
    module.addGuestSwipe(2, false, 20);
    module.clearGuestSwipes(merged);
    expect(module.readGuestSwipes()).toEqual([{ coinId: 2, liked: false, timestamp: 20 }]);
    module.clearGuestSwipes();
    expect(module.readGuestSwipes()).toEqual([]);
  });

  it('logs and ignores storage that throws on read and write', async () => {
    installStorage({ failing: true });
    const module = await freshModule();
    expect(module.readGuestSwipes()).toEqual([]);
    expect(() => module.addGuestSwipe(1, true, 1)).not.toThrow();
    // Still usable for this page view.
    expect(module.readGuestSwipes()).toEqual([{ coinId: 1, liked: true, timestamp: 1 }]);
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('no marker for the server (docs/decisions/048-server-render-and-hydrate.md)', () => {
  it('never sets a cookie: the server renders the same page, the browser leaves swiped cards out', async () => {
    installStorage().set('coinmates.guestSwipes', JSON.stringify([{ coinId: 2, liked: false, timestamp: 5 }]));
    const writes: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(line: string) {
        writes.push(line);
      },
    });
    const guestSwipes = await freshModule();
    guestSwipes.addGuestSwipe(3, true, 1);
    guestSwipes.clearGuestSwipes();
    expect(writes).toEqual([]);
  });
});
