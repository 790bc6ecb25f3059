/**
 * The streak rules the server computes and the client explains (docs/product.md section 10): one freeze
 * per STREAK_FREEZE_EARN_RUN learning days in a row, at most STREAK_FREEZE_CAP held, each spent
 * automatically on a missed day. Pair streaks pay out at PAIR_STREAK_MILESTONES days.
 */
export const STREAK_FREEZE_CAP = 2;
export const STREAK_FREEZE_EARN_RUN = 7;

/** Pair-streak days that pay each partner points once per pair (docs/product.md section 10). */
export const PAIR_STREAK_MILESTONES = [7, 30, 100] as const;
export type PairStreakMilestone = (typeof PAIR_STREAK_MILESTONES)[number];

/** What the badge's explanation says, in one sentence. */
export const FREEZE_EXPLANATION = `A learning day is a lesson, a quiz or a vocabulary review. Every ${STREAK_FREEZE_EARN_RUN} days in a row earns a freeze (at most ${STREAK_FREEZE_CAP}); a freeze covers one missed day by itself.`;
