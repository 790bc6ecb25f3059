/**
 * The achievements, as data, and the one pure rule that measures each against the user's real activity
 * counts (docs/design.md section 4: the spec's five sample achievements made real, plus a few in the same
 * spirit). An achievement's points land in the ledger under the source of the activity it rewards, so the
 * spec's six-source breakdown always adds up to the total (docs/decisions/008-achievement-points-by-source.md).
 */
import type { PointSource } from '../../../shared/constants/gamification';
import { POINTS } from '../../../shared/constants/gamification';
import type { AchievementIcon } from '../../../shared/contracts/gamification';

/** What the rules read; every number comes from the database (see gamification.repository.ts). */
export interface ActivityCounts {
  modulesCompleted: number;
  termsMastered: number;
  termsTotal: number;
  currentStreak: number;
  longestStreak: number;
  matches: number;
  messagesSent: number;
  /** The user's teach-back cards their partners answered, and of those answered correctly. */
  teachBacksAnswered: number;
  teachBacksCorrect: number;
  /** Things the user taught partners that they still remembered 7+ days later (docs/decisions/061-teaching-that-sticks.md). */
  taughtThatStuck: number;
  /** The longest pair-streak milestone (days) paid with any partner (docs/product.md section 10). */
  pairStreak: number;
}

export type AchievementMetric = 'modulesCompleted' | 'termsMastered' | 'streak' | 'matches' | 'messagesSent' | 'teachBacksAnswered' | 'teachBacksCorrect' | 'taughtThatStuck' | 'pairStreak';

export interface AchievementDefinition {
  key: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  points: number;
  source: PointSource;
  metric: AchievementMetric;
  /** The count to reach; 'allTerms' is every vocabulary term in the catalogue. */
  goal: number | 'allTerms';
  /** Ledger key when it is not `achievement:<key>`. */
  ledgerKey?: string;
}

/**
 * The vocabulary trophy (docs/product.md section 2, "+250 points earned!", 'Achievement Unlocked: "Vocabulary
 * Master"') and this achievement are one reward: both write this ledger key, so it scores once
 * whichever runs first.
 */
export const VOCABULARY_TROPHY_LEDGER_KEY = 'vocabulary-trophy';

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { key: 'first-module', name: 'First Lesson', description: 'Complete your first learning module', icon: 'BookOpen', points: 25, source: 'learningModules', metric: 'modulesCompleted', goal: 1 },
  {
    key: 'learning-enthusiast',
    name: 'Learning Enthusiast',
    description: 'Complete 5 learning modules',
    icon: 'BookOpen',
    points: 100,
    source: 'learningModules',
    metric: 'modulesCompleted',
    goal: 5,
  },
  { key: 'knowledge-seeker', name: 'Knowledge Seeker', description: 'Complete 10 learning modules', icon: 'BookOpen', points: 200, source: 'learningModules', metric: 'modulesCompleted', goal: 10 },
  { key: 'first-term', name: 'First Word', description: 'Master your first vocabulary term', icon: 'Award', points: 25, source: 'vocabularyMastered', metric: 'termsMastered', goal: 1 },
  { key: 'wordsmith', name: 'Wordsmith', description: 'Master 50 vocabulary terms', icon: 'Award', points: 100, source: 'vocabularyMastered', metric: 'termsMastered', goal: 50 },
  {
    key: 'vocabulary-master',
    name: 'Vocabulary Master',
    description: 'Master all vocabulary terms',
    icon: 'Award',
    points: POINTS.vocabularyTrophy,
    source: 'vocabularyMastered',
    metric: 'termsMastered',
    goal: 'allTerms',
    ledgerKey: VOCABULARY_TROPHY_LEDGER_KEY,
  },
  { key: 'warming-up', name: 'Warming Up', description: 'Learn 3 days in a row', icon: 'Flame', points: 50, source: 'dailyLogins', metric: 'streak', goal: 3 },
  { key: 'on-fire', name: 'On Fire', description: 'Keep a 7-day streak', icon: 'Flame', points: 150, source: 'dailyLogins', metric: 'streak', goal: 7 },
  { key: 'unstoppable', name: 'Unstoppable', description: 'Keep a 30-day streak', icon: 'Flame', points: 500, source: 'dailyLogins', metric: 'streak', goal: 30 },
  { key: 'first-match', name: 'First Connection', description: 'Get your first match', icon: 'Users', points: 50, source: 'matches', metric: 'matches', goal: 1 },
  { key: 'social-butterfly', name: 'Social Butterfly', description: 'Make 10 matches', icon: 'Users', points: 200, source: 'matches', metric: 'matches', goal: 10 },
  { key: 'study-buddies', name: 'Study Buddies', description: 'Reach a 7-day pair streak with a match', icon: 'Flame', points: 100, source: 'matches', metric: 'pairStreak', goal: 7 },
  { key: 'learning-partners', name: 'Learning Partners', description: 'Reach a 30-day pair streak with a match', icon: 'Flame', points: 250, source: 'matches', metric: 'pairStreak', goal: 30 },
  { key: 'inseparable', name: 'Inseparable', description: 'Reach a 100-day pair streak with a match', icon: 'Flame', points: 500, source: 'matches', metric: 'pairStreak', goal: 100 },
  { key: 'icebreaker', name: 'Icebreaker', description: 'Send your first message', icon: 'MessageSquare', points: 25, source: 'messaging', metric: 'messagesSent', goal: 1 },
  { key: 'great-communicator', name: 'Great Communicator', description: 'Send 50 messages', icon: 'MessageSquare', points: 150, source: 'messaging', metric: 'messagesSent', goal: 50 },
  // Mentor achievements (docs/decisions/029-teach-back-cards.md): teaching a partner through teach-back cards.
  { key: 'first-mentor', name: 'Mentor', description: 'A partner answers your teach-back card correctly', icon: 'GraduationCap', points: 50, source: 'teaching', metric: 'teachBacksCorrect', goal: 1 },
  {
    key: 'seasoned-mentor',
    name: 'Seasoned Mentor',
    description: 'Partners answer 10 of your teach-back cards',
    icon: 'GraduationCap',
    points: 150,
    source: 'teaching',
    metric: 'teachBacksAnswered',
    goal: 10,
  },
  {
    key: 'lasting-teacher',
    name: 'Lasting Teacher',
    description: 'Teach partners 5 things they still remember a week later',
    icon: 'GraduationCap',
    points: 100,
    source: 'teaching',
    metric: 'taughtThatStuck',
    goal: 5,
  },
];

export const ACHIEVEMENTS_BY_KEY: ReadonlyMap<string, AchievementDefinition> = new Map(ACHIEVEMENTS.map((entry) => [entry.key, entry]));

export function ledgerKeyFor(definition: AchievementDefinition): string {
  return definition.ledgerKey ?? `achievement:${definition.key}`;
}

export interface AchievementProgress {
  progress: number;
  maxProgress: number;
  isMet: boolean;
}

/** How far the user is towards one achievement. */
export function measureAchievement(definition: AchievementDefinition, counts: ActivityCounts): AchievementProgress {
  const maxProgress = definition.goal === 'allTerms' ? counts.termsTotal : definition.goal;
  if (definition.metric === 'streak') {
    // Once reached, a streak counts for good; until then the current run is the progress.
    const isMet = counts.longestStreak >= maxProgress;
    return { progress: isMet ? maxProgress : Math.min(counts.currentStreak, maxProgress), maxProgress, isMet };
  }
  const value = counts[definition.metric];
  // An empty catalogue is not "all terms mastered".
  const isMet = maxProgress > 0 && value >= maxProgress;
  return { progress: Math.min(value, maxProgress), maxProgress, isMet };
}
