/**
 * The job queue: background and follow-up work that must run once across all instances
 * (docs/decisions/010-domain-events-and-jobs.md). Every job is declared in `Jobs` with its payload, so a
 * reader finds who enqueues and who handles it by searching the name.
 *
 * Implementations: in-process (PGlite, one instance) in in-process-job-queue.ts; pg-boss on PostgreSQL
 * when DATABASE_URL is set (pg-boss-job-queue.ts), so N instances share one queue and a periodic job runs
 * once per interval.
 */
import type { PointSource } from '../../shared/constants/gamification';

export interface Jobs {
  /** Find and create matches for a user after a swipe or profile change. */
  'matching.run': { userId: number };
  /** Pay the pair-streak milestones a user's pairs reached (after a learning activity of that user). */
  'pairs.milestones': { userId: number };
  /** Evaluate a user's achievements for one point source (after the activity committed). */
  'achievements.evaluate': { userId: number; source: PointSource };
  /** Refresh market data from the provider (periodic; forced refreshes are throttled). */
  'market.refresh': { isForced: boolean };
  /** Delete expired sessions (periodic). */
  'sessions.prune': Record<string, never>;
  /** Purge the evidence of deleted accounts that is due and release held usernames (periodic; docs/decisions/046). */
  'retention.purge': Record<string, never>;
  /** Create a mailed link (when the mail has one) and send the mail, off the request path (docs/decisions/050). */
  'mail.deliver': AccountMail;
  /** Send the push a domain event calls for (new match, message, teach-back card, journey invitation; docs/decisions/052). */
  'push.event': PushEventJob;
  /** The pair-streak and daily-review reminders that are due now (periodic; docs/decisions/052). */
  'push.reminders': Record<string, never>;
}

/**
 * The account mails. A link's token is made by the job itself, so it is never stored anywhere but in the
 * mail (the database keeps its hash).
 */
export type AccountMail =
  | { kind: 'verify-email'; userId: number; address: string }
  | { kind: 'password-reset'; userId: number }
  | { kind: 'email-change-notice'; userId: number; oldAddress: string; newAddressMasked: string }
  | { kind: 'email-removed-notice'; userId: number; oldAddress: string };

export type PushEventJob =
  | { kind: 'newMatch'; userId: number; matchId: number; fromUserId: number }
  | { kind: 'newMessage'; userId: number; matchId: number; fromUserId: number; messageId: number }
  | { kind: 'teachBack'; userId: number; matchId: number; fromUserId: number; messageId: number }
  | { kind: 'sharedJourney'; userId: number; matchId: number; fromUserId: number; journeyId: number };

export type JobName = keyof Jobs;
export type JobHandler<N extends JobName> = (payload: Jobs[N]) => Promise<void>;

export interface EnqueueOptions {
  /**
   * At most one queued-or-running job per key (e.g. `matching.run:42`); later enqueues are dropped.
   * On PostgreSQL (pg-boss `stately`): at most one queued and one running, so an enqueue made while the
   * job runs is kept and runs after it.
   */
  singletonKey?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobQueue {
  /** Declares the handler of a job; call before start(). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): void;
  enqueue<N extends JobName>(name: N, payload: Jobs[N], options?: EnqueueOptions): Promise<void>;
  /** Runs the job every intervalMs, once per interval across all instances. */
  every<N extends JobName>(name: N, intervalMs: number, payload: Jobs[N]): Promise<void>;
  start(): Promise<void>;
  /** Stops taking new jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** Jobs queued and not yet finished, for /metrics. */
  depth(): Promise<number>;
  /** Resolves when no job is queued or running (tests wait on this instead of sleeping). */
  drained(): Promise<void>;
}
