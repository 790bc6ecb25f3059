/**
 * Tells a user's matches when they come online or go offline, from the sockets this instance opens and
 * closes. Nothing here throws: the calls are fire-and-forget from socket events, and an unhandled
 * rejection stops the process (server/index.ts).
 */
import { publishQuietly, type UserChannel, type WarningLogger } from './user-channel';
import type { Presence } from './presence';

export interface PresenceAnnouncerDeps {
  userChannel: UserChannel;
  presence: Presence;
  /** The users to tell (the user's matches). */
  presenceAudience: (userId: number) => Promise<number[]>;
  log: WarningLogger;
}

export function createPresenceAnnouncer(deps: PresenceAnnouncerDeps) {
  const announce = async (userId: number, isOnline: boolean) => {
    const audience = await deps.presenceAudience(userId);
    await Promise.all(audience.map((otherId) => publishQuietly(deps.userChannel, otherId, { type: 'presence', userId, isOnline }, deps.log)));
  };
  /** Per user, the presence work still running, so a disconnect never overtakes its connect (a stale Redis
   *  entry would remain). Kept per user and only while pending: nothing is held per idle socket. */
  const pending = new Map<number, Promise<void>>();
  const chain = (userId: number, step: () => Promise<void>, failure: string) => {
    const next = (pending.get(userId) ?? Promise.resolve()).then(step).catch((error: unknown) => deps.log.warn({ err: error, userId }, failure));
    pending.set(userId, next);
    void next.then(() => {
      if (pending.get(userId) === next) pending.delete(userId);
    });
  };

  return {
    /** A socket of the user opened; `isFirstOnInstance` when the user had none here. */
    connected(userId: number, isFirstOnInstance: boolean): void {
      chain(
        userId,
        async () => {
          await deps.presence.connected(userId);
          if (isFirstOnInstance) await announce(userId, true);
        },
        'presence not recorded on connect',
      );
    },
    /** A socket closed; `isLastOnInstance` when it was the user's last socket here. */
    disconnected(userId: number, isLastOnInstance: boolean): void {
      chain(
        userId,
        async () => {
          await deps.presence.disconnected(userId);
          if (!isLastOnInstance) return;
          // With Redis the user may still hold a socket on another instance: they are not offline then.
          const online = await deps.presence.onlineAmong([userId]);
          if (!online.has(userId)) await announce(userId, false);
        },
        'presence not recorded on disconnect',
      );
    },
  };
}

export type PresenceAnnouncer = ReturnType<typeof createPresenceAnnouncer>;
