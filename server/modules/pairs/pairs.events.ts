/**
 * How the pair streak reacts to learning (docs/decisions/027-pair-streak.md): when a user records learning
 * (`module.progressed`: a module started, a quiz submitted, a module completed; `term.reviewed`: a
 * vocabulary review), each of their partners gets `pair_streak_changed` live, so the flame on the match
 * card and in the chat header refreshes without a reload. The streak itself is still computed on read.
 */
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { publishQuietly, type EventBus, type WarningLogger } from '../../live/event-bus';
import * as repository from './pairs.repository';

export interface PairsEventDeps {
  db: Database;
  bus: EventBus;
  log: WarningLogger;
}

export function registerPairsEventHandlers(events: DomainEventBus, deps: PairsEventDeps): void {
  const tellPartners = async (userId: number) => {
    for (const { matchId, otherUserId } of await repository.listPairsOf(deps.db, userId)) {
      await publishQuietly(deps.bus, otherUserId, { type: 'pair_streak_changed', matchId }, deps.log);
    }
  };
  events.on('module.progressed', ({ userId }) => tellPartners(userId));
  events.on('term.reviewed', ({ userId }) => tellPartners(userId));
}
