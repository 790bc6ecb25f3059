/**
 * The Office (docs/product.md section 2 ("Profile"), Office tab): points summary, achievements, overview and learning
 * stats. Every endpoint answers for the caller only and takes no parameters.
 */
import { z } from 'zod';
import { POINT_SOURCES } from '../constants/gamification';

/** docs/product.md section 3: the sample achievements' icons, the only ones the client draws. */
export const ACHIEVEMENT_ICONS = ['BookOpen', 'Award', 'Flame', 'Users', 'MessageSquare', 'GraduationCap'] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

export { GAMIFICATION_URLS, VISITS_URL } from '../constants/gamification';

/** The endpoints accept no query: `?userId=` and the like are refused, not ignored. */
export const noQuerySchema = z.strictObject({});

const count = z.number().int().nonnegative();

export const achievementSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(ACHIEVEMENT_ICONS),
  points: count,
  progress: count,
  maxProgress: count,
  /** ISO time; null while unearned (docs/product.md section 4: earned once set). */
  earnedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementsResponseSchema = z.object({
  /** Most recent first. */
  earned: z.array(achievementSchema),
  inProgress: z.array(achievementSchema),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

export const pointsBreakdownSchema = z.object(Object.fromEntries(POINT_SOURCES.map((source) => [source, count])) as Record<(typeof POINT_SOURCES)[number], typeof count>);
export type PointsBreakdown = z.infer<typeof pointsBreakdownSchema>;

export const NEXT_REWARD_KINDS = ['level', 'premium', 'achievement'] as const;

export const nextRewardSchema = z.object({
  key: z.string(),
  kind: z.enum(NEXT_REWARD_KINDS),
  title: z.string(),
  description: z.string(),
  /** Points for 'level' and 'premium'; the achievement's own count for 'achievement'. */
  current: count,
  target: count,
  percent: z.number().int().min(0).max(100),
});
export type NextReward = z.infer<typeof nextRewardSchema>;

const levelFields = {
  total: count,
  level: count,
  nextLevelAt: count,
  /** docs/product.md section 9: (total - level x 500) / 500, as a whole percent. */
  progressPercent: z.number().int().min(0).max(100),
};

export const pointsSummarySchema = z.object({
  ...levelFields,
  breakdown: pointsBreakdownSchema,
  nextRewards: z.array(nextRewardSchema),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const pointSourceTotalSchema = z.object({ source: z.enum(POINT_SOURCES), points: count });
export type PointSourceTotal = z.infer<typeof pointSourceTotalSchema>;

export const officeOverviewSchema = z.object({
  ...levelFields,
  /** Learning days in a row in the user's time zone, freezes included (docs/product.md section 10). */
  dayStreak: count,
  /** Streak freezes held (at most 2). */
  streakFreezes: count,
  termsMastered: count,
  achievementsEarned: count,
  achievementsTotal: count,
  /** The 3 most recent (docs/product.md section 9). */
  recentAchievements: z.array(achievementSchema),
  /** The 3 largest sources with points, largest first. */
  topSources: z.array(pointSourceTotalSchema),
});
export type OfficeOverview = z.infer<typeof officeOverviewSchema>;

export const learningStatsSchema = z.object({
  vocabulary: z.object({ learned: count, mastered: count, total: count }),
  /** The same streak of learning days as the overview (docs/product.md section 10). */
  streak: z.object({
    currentStreak: count,
    longestStreak: count,
    freezes: count,
    /** YYYY-MM-DD or null. */
    lastActivityDate: z.string().nullable(),
    /** The user's calendar day now, so the client can say 'Today'. */
    today: z.string(),
  }),
  modules: z.object({ completed: count, total: count }),
});
export type LearningStats = z.infer<typeof learningStatsSchema>;

/** How the Office names each ledger source. */
export const POINT_SOURCE_LABELS: Record<(typeof POINT_SOURCES)[number], string> = {
  learningModules: 'Learning modules',
  vocabularyMastered: 'Vocabulary mastered',
  dailyLogins: 'Daily logins',
  profileCompleteness: 'Profile completeness',
  matches: 'Matches',
  messaging: 'Messaging',
  teaching: 'Teaching',
};
