/**
 * Turns the safety domain events into live events: an ended match disappears from both users' lists,
 * and ended sessions close the user's sockets on whichever instance holds them (each socket closes with
 * 4401 on `session_ended`). With Redis the event reaches every instance through the user's channel.
 */
import type { DomainEventBus } from '../events/domain-events';
import { publishQuietly, type UserChannel, type WarningLogger } from './user-channel';

export function relaySafetyEvents(domainEvents: DomainEventBus, userChannel: UserChannel, log?: WarningLogger): void {
  domainEvents.on('match.removed', async ({ matchId, userIds }) => {
    await Promise.all(userIds.map((userId) => publishQuietly(userChannel, userId, { type: 'match_removed', matchId }, log)));
  });
  domainEvents.on('sessions.ended', async ({ userId, sessionIds }) => {
    try {
      await userChannel.endSessions(userId, sessionIds);
    } catch (error) {
      log?.warn({ err: error, userId }, 'sessions-ended notice not published');
    }
  });
}
