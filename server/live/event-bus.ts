/**
 * Domain events addressed to users. Services publish; the WebSocket gateway subscribes for the users
 * connected to this instance. In-process by default; Redis pub/sub on per-user channels when REDIS_URL is
 * set, so an instance only receives events for users connected to it.
 */
import { Redis } from 'ioredis';
import { serverEventSchema, type ServerEvent } from '../../shared/live/events';

export type UserEventHandler = (event: ServerEvent) => void;

export interface EventBus {
  publishToUser(userId: number, event: ServerEvent): Promise<void>;
  /** Resolves once events published to the user reach the handler; returns the unsubscribe function. */
  subscribeUser(userId: number, handler: UserEventHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where a lost event is reported (the app's pino logger fits). */
export interface WarningLogger {
  warn(details: object, message: string): void;
}

/**
 * Publishes and never throws. Services publish after their write committed: a lost live event must not
 * turn a saved action into an error, nor make the caller retry it; the recipient catches up on its next
 * refetch (a list, the unread count, a reconnect).
 */
export async function publishQuietly(bus: EventBus, userId: number, event: ServerEvent, log?: WarningLogger): Promise<void> {
  try {
    await bus.publishToUser(userId, event);
  } catch (error) {
    log?.warn({ err: error, userId, event: event.type }, 'live event not published');
  }
}

class LocalSubscribers {
  private readonly handlers = new Map<number, Set<UserEventHandler>>();

  add(userId: number, handler: UserEventHandler): boolean {
    let set = this.handlers.get(userId);
    const isFirst = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(userId, set);
    }
    set.add(handler);
    return isFirst;
  }

  /** Returns true when that was the user's last handler on this instance. */
  remove(userId: number, handler: UserEventHandler): boolean {
    const set = this.handlers.get(userId);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.handlers.delete(userId);
    return true;
  }

  deliver(userId: number, event: ServerEvent): void {
    for (const handler of this.handlers.get(userId) ?? []) handler(event);
  }
}

export function createInProcessEventBus(): EventBus {
  const subscribers = new LocalSubscribers();
  return {
    async publishToUser(userId, event) {
      subscribers.deliver(userId, event);
    },
    async subscribeUser(userId, handler) {
      subscribers.add(userId, handler);
      return async () => {
        subscribers.remove(userId, handler);
      };
    },
    async close() {},
  };
}

const CHANNEL_PREFIX = 'coinmates:user:';

export async function createRedisEventBus(url: string, onError: (error: Error) => void): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const subscribers = new LocalSubscribers();
  /** Each subscribed user's SUBSCRIBE: a user's later subscribers wait for it as well as the first. */
  const channelsSubscribed = new Map<number, Promise<unknown>>();

  subscriber.on('message', (channel: string, payload: string) => {
    const userId = Number(channel.slice(CHANNEL_PREFIX.length));
    let parsed: ReturnType<typeof serverEventSchema.safeParse>;
    try {
      parsed = serverEventSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (parsed.success) subscribers.deliver(userId, parsed.data);
  });

  return {
    async publishToUser(userId, event) {
      await publisher.publish(CHANNEL_PREFIX + userId, JSON.stringify(event));
    },
    async subscribeUser(userId, handler) {
      if (subscribers.add(userId, handler)) channelsSubscribed.set(userId, subscriber.subscribe(CHANNEL_PREFIX + userId));
      try {
        await channelsSubscribed.get(userId);
      } catch (error) {
        if (subscribers.remove(userId, handler)) channelsSubscribed.delete(userId);
        throw error;
      }
      return async () => {
        if (!subscribers.remove(userId, handler)) return;
        channelsSubscribed.delete(userId);
        await subscriber.unsubscribe(CHANNEL_PREFIX + userId);
      };
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
