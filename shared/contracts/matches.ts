import { z } from 'zod';

export const matchFactorsSchema = z.object({
  knowledgeExchange: z.number(),
  learningInterests: z.number(),
  learningStyles: z.number(),
  communication: z.number(),
  personalityFit: z.number(),
  mutualTeachingBonus: z.number(),
});
export type MatchFactors = z.infer<typeof matchFactorsSchema>;

export const matchedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  isOnline: z.boolean(),
});

/** Days both partners learned in their own zones, freezes held, and whether the pair's open day is done
 *  (docs/decisions/027-pair-streak.md). */
export const pairStreakSchema = z.object({
  days: z.number().int(),
  freezes: z.number().int(),
  isTodayDone: z.boolean(),
});
export type PairStreak = z.infer<typeof pairStreakSchema>;

/** What the two can teach each other (topic labels from the match's reasons, for the viewer) and one
 *  module to do together (docs/decisions/030-streak-freezes-milestones-and-study-suggestions.md). */
export const STUDY_AHEAD = ['you', 'them', 'neither'] as const;
export const studyTogetherSchema = z.object({
  youTeach: z.array(z.string()),
  theyTeach: z.array(z.string()),
  /** Null when either partner keeps their learning progress private, or nothing is left to suggest. */
  module: z
    .object({
      id: z.number().int(),
      title: z.string(),
      /** Who completed it and can teach it; 'neither' when both are ready to start it. */
      ahead: z.enum(STUDY_AHEAD),
    })
    .nullable(),
  /** Things the viewer taught this partner that the partner still remembered 7+ days later (decision 061). */
  taughtThatStuck: z.number().int(),
});
export type StudyTogether = z.infer<typeof studyTogetherSchema>;

/** docs/product.md section 3 Match, plus the breakdown and the reasons phrased for the viewer. */
export const matchSchema = z.object({
  id: z.number().int(),
  matchScore: z.number().int(),
  matchedUser: matchedUserSchema,
  lastMessage: z.object({ content: z.string(), sent: z.string(), senderId: z.number().int() }).nullable(),
  unreadCount: z.number().int(),
  breakdown: matchFactorsSchema,
  reasons: z.array(z.object({ kind: z.string(), text: z.string() })),
  createdAt: z.string(),
  pairStreak: pairStreakSchema,
  studyTogether: studyTogetherSchema,
});
export type Match = z.infer<typeof matchSchema>;
export const matchListSchema = z.array(matchSchema);
export type MatchedUser = z.infer<typeof matchedUserSchema>;

// The client reads these without zod (shared/constants/matching.ts); the server reads them here.
export { MATCH_WEIGHTS, MUTUAL_TEACHING_BONUS } from '../constants/matching';
