import { z } from 'zod';
import { idParam } from './ids';

/** At most this many journeys shared with one mate at a time: enough to choose, few enough to finish. */
export const MAX_SHARED_JOURNEYS_PER_MATCH = 3;

/** Invitations one pair can start per hour: each one (and its leaving) is a live event to the partner. */
export const SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR = 6;
export const SHARED_JOURNEY_INVITE_WINDOW_MS = 60 * 60 * 1000;

/**
 * A journey two matched users follow together (docs/decisions/034-shared-journeys.md), as one of them sees it.
 * - `invited`: the partner started it; the viewer can join or decline.
 * - `waiting`: the viewer started it; the partner has not joined yet.
 * - `active`: both joined; each sees the other's completed steps.
 * `partnerCompletedSteps` is empty until the journey is active: progress is shared only by joining.
 */
export const sharedJourneySchema = z.object({
  matchId: z.number().int(),
  journeyId: z.number().int(),
  journeyName: z.string(),
  steps: z.array(z.object({ moduleId: z.number().int(), title: z.string() })),
  status: z.enum(['invited', 'waiting', 'active']),
  partner: z.object({ id: z.number().int(), displayName: z.string(), avatarUrl: z.string().nullable() }),
  myCompletedSteps: z.array(z.number().int()),
  partnerCompletedSteps: z.array(z.number().int()),
  startedAt: z.string(),
});
export type SharedJourney = z.infer<typeof sharedJourneySchema>;

export const sharedJourneyListSchema = z.array(sharedJourneySchema);

export const sharedJourneyParamsSchema = z.object({
  matchId: idParam(),
  journeyId: idParam(),
});
