/**
 * The named domain events: facts one module owns and others react to, in process, after the owner's
 * write has committed (docs/decisions/010-domain-events-and-jobs.md). Search for an event's name to find
 * who publishes it and who handles it. Live WebSocket events to users are a different thing
 * (shared/live/events.ts, sent through server/live/user-channel.ts).
 *
 * Rules: the owning module publishes; a handler never throws into the publisher (a failure is logged);
 * work that need not finish inside the request is handed to the job queue (server/jobs/) by the handler.
 */
import type { PointSource } from '../../shared/constants/gamification';

export interface DomainEvents {
  /** preferences: a user liked, passed or reset swipes (guest swipes merged count too). */
  'swipe.saved': { userId: number };
  /** profile: the personality or learning profile changed; account: an older account answered its birth month. */
  'profile.updated': { userId: number };
  /** matching: a new match between two users. */
  'match.created': { matchId: number; userIds: [number, number] };
  /** matching or safety: a match is gone for both (unmatch, block, account deletion). */
  'match.removed': { matchId: number; userIds: [number, number] };
  /** messages: a chat message was stored. */
  'message.sent': { messageId: number; matchId: number; senderId: number; recipientId: number };
  /** messages: a teach-back card was sent (it is also a `message.sent`). */
  'teachback.sent': { messageId: number; matchId: number; teacherId: number; learnerId: number; moduleId: number };
  /** messages: the partner answered a teach-back card (once per card; the teacher's points are recorded). */
  'teachback.answered': { messageId: number; matchId: number; teacherId: number; learnerId: number; isCorrect: boolean };
  /** messages: the challenged partner finished a drill challenge (once per challenge; no points). */
  'drillchallenge.completed': { messageId: number; matchId: number; challengerId: number; challengedId: number; drillId: string; passed: boolean };
  /** learning: a module was completed for the first time (quiz passed or marked complete). */
  'module.completed': { userId: number; moduleId: number };
  /** pairs: a partner invited the other to a shared journey (a new invitation, not a join). */
  'journey.invited': { matchId: number; journeyId: number; inviterId: number; inviteeId: number };
  /** pairs: a pair streak reached a milestone (7, 30, 100 days); `userIds` are the partners paid now. */
  'pair.milestone': { matchId: number; userIds: number[]; days: number };
  /** learning: a module was started, a quiz submitted, a section read or its check answered. */
  'module.progressed': { userId: number; moduleId: number };
  /** vocabulary: a term was reviewed (mastered = "Mark as Mastered"). */
  'term.reviewed': { userId: number; termId: number; isMastered: boolean };
  /**
   * vocabulary or learning: a learner remembered things a partner taught them 7+ days later, and the
   * teacher's points were recorded in that review's or quiz's transaction (docs/decisions/061).
   */
  'teaching.stuck': { teacherId: number; learnerId: number };
  /** auth: a user signed in or registered (time zone as the browser reported it, if valid). */
  'user.signed_in': { userId: number; timeZone?: string };
  /**
   * auth, account or safety: sessions ended (logout, password change, suspension, deletion); their sockets
   * must close. Session ids are the stored ids (the token's SHA-256, text); absent means every session of
   * the user. auth's `endSessions` / `announceSessionsEnded` do the closing on every instance.
   */
  'sessions.ended': { userId: number; sessionIds?: string[] };
  /**
   * gamification: gamification awarded points in its own transaction (the day's login, profile
   * completeness); the achievements of that source and the level are evaluated. Awards inside another
   * module's transaction are announced by that module's fact (gamification/points.service.ts).
   */
  'points.awarded': { userId: number; source: PointSource };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<N extends DomainEventName> = (payload: DomainEvents[N]) => Promise<void> | void;

export interface DomainEventLogger {
  warn(details: object, message: string): void;
}

export interface DomainEventBus {
  /** Runs every handler of the event in registration order; a failing handler is logged, never rethrown. */
  publish<N extends DomainEventName>(name: N, payload: DomainEvents[N]): Promise<void>;
  on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): void;
}

export function createDomainEventBus(log: DomainEventLogger): DomainEventBus {
  const handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();
  return {
    async publish(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await (handler as DomainEventHandler<typeof name>)(payload);
        } catch (error) {
          log.warn({ err: error, event: name }, 'domain event handler failed');
        }
      }
    },
    on(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler as DomainEventHandler<never>);
      handlers.set(name, list);
    },
  };
}
