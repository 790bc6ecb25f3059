/**
 * Who is connected: counts of open sockets per user on this instance, and (with Redis) across instances.
 * The WebSocket gateway reports connects and disconnects; services ask who is online.
 */
export interface Presence {
  connected(userId: number): Promise<void>;
  disconnected(userId: number): Promise<void>;
  onlineAmong(userIds: readonly number[]): Promise<Set<number>>;
  /** Users with at least one socket on this instance. */
  localUsers(): number[];
  close(): Promise<void>;
}

export function createLocalPresence(): Presence {
  const sockets = new Map<number, number>();
  return {
    async connected(userId) {
      sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
    },
    async disconnected(userId) {
      const count = (sockets.get(userId) ?? 1) - 1;
      if (count <= 0) sockets.delete(userId);
      else sockets.set(userId, count);
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => sockets.has(id)));
    },
    localUsers: () => [...sockets.keys()],
    async close() {},
  };
}
