/**
 * The live per-user channel: events addressed to users (not the domain events of server/events/). Services publish; the WebSocket gateway subscribes for the users
 * connected to this instance. In-process by default; Redis pub/sub on per-user channels when REDIS_URL is
 * set, so an instance only receives events for users connected to it, falling back to this instance's
 * sockets while Redis is down.
 */
import { serverEventSchema, type ServerEvent } from '../../shared/live/events';
import type { RedisLink } from './redis-connection';

export type UserEventHandler = (event: ServerEvent) => void;
/** Sessions of the user ended (logout, expiry, revocation): `sessionIds` are the stored ids; all when absent. */
export type SessionsEndedHandler = (sessionIds: readonly string[] | undefined) => void;

export interface UserChannel {
  publishToUser(userId: number, event: ServerEvent): Promise<void>;
  /**
   * Resolves once events published to the user reach the handler; returns the unsubscribe function.
   * `onSessionsEnded` hears endSessions() for the user (the gateway closes that session's sockets).
   */
  subscribeUser(userId: number, handler: UserEventHandler, onSessionsEnded?: SessionsEndedHandler): Promise<() => Promise<void>>;
  /** Tells every instance that sessions of the user ended, on the user's own channel; never sent to browsers. */
  endSessions(userId: number, sessionIds?: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** How a sessions-ended notice travels on a user's Redis channel (a ServerEvent always has `type`). */
interface SessionsEndedMessage {
  sessionsEnded: readonly string[] | null;
}

function asSessionsEnded(message: unknown): SessionsEndedMessage | undefined {
  if (typeof message !== 'object' || message === null || !('sessionsEnded' in message)) return undefined;
  const ids = (message as { sessionsEnded: unknown }).sessionsEnded;
  if (ids === null) return { sessionsEnded: null };
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? { sessionsEnded: ids as string[] } : undefined;
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
export async function publishQuietly(userChannel: UserChannel, userId: number, event: ServerEvent, log?: WarningLogger): Promise<void> {
  try {
    await userChannel.publishToUser(userId, event);
  } catch (error) {
    log?.warn({ err: error, userId, event: event.type }, 'live event not published');
  }
}

class LocalSubscribers {
  private readonly handlers = new Map<number, Set<UserEventHandler>>();
  private readonly sessionHandlers = new Map<UserEventHandler, SessionsEndedHandler>();

  add(userId: number, handler: UserEventHandler, onSessionsEnded?: SessionsEndedHandler): boolean {
    if (onSessionsEnded) this.sessionHandlers.set(handler, onSessionsEnded);
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
    this.sessionHandlers.delete(handler);
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

  endSessions(userId: number, sessionIds: readonly string[] | undefined): void {
    for (const handler of this.handlers.get(userId) ?? []) this.sessionHandlers.get(handler)?.(sessionIds);
  }
}

export function createInProcessUserChannel(): UserChannel {
  const subscribers = new LocalSubscribers();
  return {
    async publishToUser(userId, event) {
      subscribers.deliver(userId, event);
    },
    async subscribeUser(userId, handler, onSessionsEnded) {
      subscribers.add(userId, handler, onSessionsEnded);
      return async () => {
        subscribers.remove(userId, handler);
      };
    },
    async endSessions(userId, sessionIds) {
      subscribers.endSessions(userId, sessionIds);
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
export function createRedisUserChannel(link: RedisLink, log?: WarningLogger): UserChannel {
  const { commands, subscriber } = link;
  const channelPrefix = `${link.prefix}user:`;
  const subscribers = new LocalSubscribers();
  /** Each subscribed user's SUBSCRIBE: a user's later subscribers wait for it as well as the first. */
  const channelsSubscribed = new Map<number, Promise<unknown>>();
  /** False from a disconnect until every local user's channel is subscribed again. */
  let isResubscribed = false;

  const isUp = () => isResubscribed && link.state() === 'up';
  // Lost or hung: until every channel is subscribed again, deliver here (SUBSCRIBEs may have been lost).
  subscriber.on('close', () => {
    isResubscribed = false;
  });
  link.onDown(() => {
    isResubscribed = false;
  });
  link.onUp(async () => {
    // Users who connect while this runs are picked up by the next round; the flag flips only once none is left.
    const done = new Set<number>();
    for (;;) {
      const pending = subscribers.userIds().filter((userId) => !done.has(userId));
      if (pending.length === 0) break;
      await link.run(() => subscriber.subscribe(...pending.map((userId) => channelPrefix + userId)));
      for (const userId of pending) done.add(userId);
    }
    isResubscribed = true;
  });

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const userId = Number(channel.slice(channelPrefix.length));
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const ended = asSessionsEnded(message);
    if (ended) return subscribers.endSessions(userId, ended.sessionsEnded ?? undefined);
    const parsed = serverEventSchema.safeParse(message);
    if (parsed.success) subscribers.deliver(userId, parsed.data);
  });

  /** Subscribes the channel when Redis is up; a failure leaves the local subscription (resubscribed later). */
  const subscribeChannel = async (userId: number) => {
    if (!isUp()) return;
    try {
      await link.run(() => subscriber.subscribe(channelPrefix + userId));
    } catch (error) {
      log?.warn({ err: error, userId }, 'live channel not subscribed on Redis: local delivery until it is back');
    }
  };

  /** Through Redis while it is up; false when this instance must deliver by itself. */
  const publish = async (userId: number, payload: string): Promise<boolean> => {
    if (!isUp()) return false;
    try {
      await link.run(() => commands.publish(channelPrefix + userId, payload));
      return true;
    } catch {
      // Redis went away or stopped answering between the check and the publish: this instance's sockets still get it.
      return false;
    }
  };

  return {
    async publishToUser(userId, event) {
      if (!(await publish(userId, JSON.stringify(event)))) subscribers.deliver(userId, event);
    },
    async endSessions(userId, sessionIds) {
      const message: SessionsEndedMessage = { sessionsEnded: sessionIds ?? null };
      if (!(await publish(userId, JSON.stringify(message)))) subscribers.endSessions(userId, sessionIds);
    },
    async subscribeUser(userId, handler, onSessionsEnded) {
      if (subscribers.add(userId, handler, onSessionsEnded)) channelsSubscribed.set(userId, subscribeChannel(userId));
      await channelsSubscribed.get(userId);
      return async () => {
        if (!subscribers.remove(userId, handler)) return;
        channelsSubscribed.delete(userId);
        if (isUp()) await link.run(() => subscriber.unsubscribe(channelPrefix + userId)).catch(() => undefined);
      };
    },
    async close() {},
  };
}
