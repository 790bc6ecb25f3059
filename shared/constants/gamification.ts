/**
 * Points, levels and rewards (docs/design.md section 4; docs/product.md section 9 sample numbers made real).
 */
export const POINT_SOURCES = ['learningModules', 'vocabularyMastered', 'dailyLogins', 'profileCompleteness', 'matches', 'messaging', 'teaching'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

export const POINTS_PER_LEVEL = 500;
export const POINTS = {
  moduleCompleted: 100,
  termMastered: 10,
  dailyLogin: 10,
  /** Once, when every learning-profile field is filled in. */
  profileComplete: 100,
  match: 25,
  message: 2,
  /** To the teacher, when the partner answers their teach-back card (docs/decisions/029-teach-back-cards.md). */
  teachBack: 15,
  /** To the teacher, once per item, when the learner still remembers it 7+ days later (docs/decisions/061-teaching-that-sticks.md). */
  taughtThatStuck: 20,
  /** docs/product.md section 9: the vocabulary trophy's +250. */
  vocabularyTrophy: 250,
  /** Each partner, once per pair, when their pair streak reaches 7, 30 and 100 days (docs/product.md section 10). */
  pairStreak: { 7: 50, 30: 150, 100: 500 },
} as const;
/** Chatting cannot be farmed: at most this many messages score per day. */
export const MESSAGE_POINTS_DAILY_CAP = 20;
/** Teaching cannot be farmed either: at most this many answered teach-back cards score per teacher day. */
export const TEACH_BACK_POINTS_DAILY_CAP = 5;
/** A taught item counts as remembered only at a review or quiz answer at least this many days after it was taught. */
export const TEACHING_STICKS_AFTER_DAYS = 7;
/** The premium match-features reward bar (docs/product.md section 9). */
export const PREMIUM_REWARD_GOAL = 5_000;

export function levelFor(total: number): number {
  return Math.floor(Math.max(0, total) / POINTS_PER_LEVEL);
}

export function nextLevelAt(total: number): number {
  return (levelFor(total) + 1) * POINTS_PER_LEVEL;
}

/** docs/product.md section 9: (total - level x 500) / 500, as a whole percent. */
export function levelProgressPercent(total: number): number {
  const level = levelFor(total);
  return Math.floor(((Math.max(0, total) - level * POINTS_PER_LEVEL) / POINTS_PER_LEVEL) * 100);
}

/** The office's read endpoints (GET, no query), zod-free so that the client's fetchers need not load the contracts. */
export const GAMIFICATION_URLS = {
  points: '/api/gamification/points',
  achievements: '/api/gamification/achievements',
  overview: '/api/gamification/overview',
  learning: '/api/gamification/learning',
} as const;

/** POST: the signed-in app is open today, the day's login (docs/decisions/024-reads-do-not-write.md). */
export const VISITS_URL = '/api/gamification/visits';
