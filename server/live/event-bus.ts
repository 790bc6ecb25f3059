/**
 * Domain events addressed to users. Services publish; the WebSocket gateway subscribes for the users
 * connected to this instance. In-process by default; Redis pub/sub on per-user channels when REDIS_URL is
 * set, so an instance only receives events for users connected to it, falling back to this instance's
 * sockets while Redis is down.
 */
import { serverEventSchema, type ServerEvent } from '../../shared/live/events';
import type { RedisLink } from './redis-connection';

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

  userIds(): number[] {
    return [...this.handlers.keys()];
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

/**
 * Per-user channels on Redis, with the instance's own subscribers as the fallback: while Redis is down
 * (or before it first connects) an event is delivered to the sockets on this instance, and a subscription
 * succeeds locally; the channels are subscribed again as soon as Redis is back, so cross-instance delivery
 * resumes by itself (docs/decisions/014-redis-optional.md).
 */
export function createRedisEventBus(link: RedisLink, log?: WarningLogger): EventBus {
  const { commands, subscriber } = link;
  const channelPrefix = `${link.prefix}user:`;
  const subscribers = new LocalSubscribers();
  /** Each subscribed user's SUBSCRIBE: a user's later subscribers wait for it as well as the first. */
  const channelsSubscribed = new Map<number, Promise<unknown>>();
  /** False from a disconnect until every local user's channel is subscribed again. */
  let isResubscribed = false;

  const isUp = () => isResubscribed && link.state() === 'up';
  subscriber.on('close', () => {
    isResubscribed = false;
  });
  link.onUp(async () => {
    // Users who connect while this runs are picked up by the next round; the flag flips only once none is left.
    const done = new Set<number>();
    for (;;) {
      const pending = subscribers.userIds().filter((userId) => !done.has(userId));
      if (pending.length === 0) break;
      await subscriber.subscribe(...pending.map((userId) => channelPrefix + userId));
      for (const userId of pending) done.add(userId);
    }
    isResubscribed = true;
  });

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const userId = Number(channel.slice(channelPrefix.length));
    let parsed: ReturnType<typeof serverEventSchema.safeParse>;
    try {
      parsed = serverEventSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (parsed.success) subscribers.deliver(userId, parsed.data);
  });

  /** Subscribes the channel when Redis is up; a failure leaves the local subscription (resubscribed later). */
  const subscribeChannel = async (userId: number) => {
    if (!isUp()) return;
    try {
      await subscriber.subscribe(channelPrefix + userId);
    } catch (error) {
      log?.warn({ err: error, userId }, 'live channel not subscribed on Redis: local delivery until it is back');
    }
  };

  return {
    async publishToUser(userId, event) {
      if (isUp()) {
        try {
          await commands.publish(channelPrefix + userId, JSON.stringify(event));
          return;
        } catch {
          // Redis went away between the check and the publish: this instance's sockets still get it.
        }
      }
      subscribers.deliver(userId, event);
    },
    async subscribeUser(userId, handler) {
      if (subscribers.add(userId, handler)) channelsSubscribed.set(userId, subscribeChannel(userId));
      await channelsSubscribed.get(userId);
      return async () => {
        if (!subscribers.remove(userId, handler)) return;
        channelsSubscribed.delete(userId);
        if (isUp()) await subscriber.unsubscribe(channelPrefix + userId).catch(() => undefined);
      };
    },
    async close() {},
  };
}
