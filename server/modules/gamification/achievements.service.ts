/**
 * Achievement evaluation: measures the user's real activity, records each newly met achievement with its
 * points in one transaction, and announces it (and a new level) on the event bus. Other modules call
 * evaluateAchievements after an activity commits; it is idempotent and safe to run concurrently: the
 * unique (user, achievement) row and the ledger's idempotency key decide, not a prior read.
 */
import { levelFor, type PointSource } from '../../../shared/constants/gamification';
import type { Database, Executor } from '../../db/client';
import { publishQuietly, type UserChannel, type WarningLogger } from '../../live/user-channel';
import { ACHIEVEMENTS, ledgerKeyFor, measureAchievement, type AchievementDefinition, type AchievementMetric, type ActivityCounts } from './achievements';
import { findUserTimeZone } from '../auth/users.service';
import * as repository from './gamification.repository';
import { countAllTaughtThatStuck } from './teaching-credits';
import { awardPoints, totalPoints } from './points-ledger';
import { calendarDay } from '../../lib/calendar';
import { personalStreak } from '../streaks/streaks.service';
import { serverI18n } from '../../i18n/server-i18n';
import { findLanguage } from '../auth/users.service';
import { achievementTexts } from './achievement-texts';

export interface GamificationDeps {
  db: Database;
  userChannel: UserChannel;
  log?: WarningLogger;
}

export interface UserActivity {
  counts: ActivityCounts;
  /** The user's calendar day now, in their time zone. */
  today: string;
}

/** A reached level is remembered beside the achievements, so its level_up is announced once. */
export const levelMilestoneKey = (level: number) => `level:${level}`;

export async function loadUserActivity(db: Executor, userId: number, now: Date): Promise<UserActivity> {
  const timeZone = await findUserTimeZone(db, userId);
  const today = calendarDay(now, timeZone);
  const modulesCompleted = await repository.countCompletedModules(db, userId);
  const vocabulary = await repository.vocabularyCounts(db, userId);
  const streaks = await personalStreak(db, userId, now);
  const matches = await repository.countMatches(db, userId);
  const messagesSent = await repository.countMessagesSent(db, userId);
  const teachBacks = await repository.countTeachBacks(db, userId);
  const pairStreak = await repository.highestPairMilestone(db, userId);
  const taughtThatStuck = await countAllTaughtThatStuck(db, userId);
  return {
    today,
    counts: {
      modulesCompleted,
      termsMastered: vocabulary.mastered,
      termsTotal: vocabulary.total,
      currentStreak: streaks.currentStreak,
      longestStreak: streaks.longestStreak,
      matches,
      messagesSent,
      teachBacksAnswered: teachBacks.answered,
      teachBacksCorrect: teachBacks.correct,
      taughtThatStuck,
      pairStreak,
    },
  };
}

const NO_ACTIVITY: ActivityCounts = {
  modulesCompleted: 0,
  termsMastered: 0,
  termsTotal: 0,
  currentStreak: 0,
  longestStreak: 0,
  matches: 0,
  messagesSent: 0,
  teachBacksAnswered: 0,
  teachBacksCorrect: 0,
  taughtThatStuck: 0,
  pairStreak: 0,
};

/** Only the counts one metric's rules read. */
async function loadMetricCounts(db: Executor, userId: number, metric: AchievementMetric, now: Date): Promise<Partial<ActivityCounts>> {
  switch (metric) {
    case 'modulesCompleted':
      return { modulesCompleted: await repository.countCompletedModules(db, userId) };
    case 'termsMastered': {
      const vocabulary = await repository.vocabularyCounts(db, userId);
      return { termsMastered: vocabulary.mastered, termsTotal: vocabulary.total };
    }
    case 'streak': {
      const { currentStreak, longestStreak } = await personalStreak(db, userId, now);
      return { currentStreak, longestStreak };
    }
    case 'matches':
      return { matches: await repository.countMatches(db, userId) };
    case 'messagesSent':
      return { messagesSent: await repository.countMessagesSent(db, userId) };
    case 'teachBacksAnswered':
    case 'teachBacksCorrect': {
      const { answered, correct } = await repository.countTeachBacks(db, userId);
      return { teachBacksAnswered: answered, teachBacksCorrect: correct };
    }
    case 'taughtThatStuck':
      return { taughtThatStuck: await countAllTaughtThatStuck(db, userId) };
    case 'pairStreak':
      return { pairStreak: await repository.highestPairMilestone(db, userId) };
  }
}

export interface Evaluation extends UserActivity {
  /** Catalogue achievements the user holds, most recent first. */
  earned: Array<{ achievementKey: string; earnedAt: Date }>;
  newlyEarned: AchievementDefinition[];
  total: number;
}

/** What the user holds (achievement and level-milestone keys) and their points, before an evaluation. */
interface Standing {
  heldKeys: ReadonlySet<string>;
  total: number;
}

interface Recorded {
  due: AchievementDefinition[];
  newlyEarned: AchievementDefinition[];
  total: number;
}

/**
 * Records the candidates the counts meet and the user does not hold yet, and a newly reached level, with
 * their points; then announces them. `counts` is read only for the candidates' metrics.
 */
async function recordDue(deps: GamificationDeps, userId: number, candidates: readonly AchievementDefinition[], standing: Standing, counts: ActivityCounts): Promise<Recorded> {
  const { heldKeys, total: totalBefore } = standing;
  const due = candidates.filter((definition) => !heldKeys.has(definition.key) && measureAchievement(definition, counts).isMet);
  const isLevelDue = levelFor(totalBefore) >= 1 && !heldKeys.has(levelMilestoneKey(levelFor(totalBefore)));

  let newlyEarned: AchievementDefinition[] = [];
  let total = totalBefore;
  let newLevel: number | null = null;
  if (due.length > 0 || isLevelDue) {
    ({ newlyEarned, total, newLevel } = await deps.db.transaction(async (tx) => {
      const recorded: AchievementDefinition[] = [];
      // Catalogue order in every transaction: concurrent evaluations never wait on each other in a cycle.
      for (const definition of due) {
        if (!(await repository.insertUserAchievement(tx, userId, definition.key))) continue;
        await awardPoints(tx, { userId, source: definition.source, points: definition.points, idempotencyKey: ledgerKeyFor(definition) });
        recorded.push(definition);
      }
      const totalNow = await totalPoints(tx, userId);
      const level = levelFor(totalNow);
      const isLevelUp = level >= 1 && (await repository.insertUserAchievement(tx, userId, levelMilestoneKey(level)));
      return { newlyEarned: recorded, total: totalNow, newLevel: isLevelUp ? level : null };
    }));
  }

  // The awards are committed; a lost toast must not fail the activity. The toast names it in the user's language.
  if (newlyEarned.length > 0) {
    const i18n = serverI18n(await findLanguage(deps.db, userId));
    for (const definition of newlyEarned) {
      const { name } = achievementTexts(definition, i18n);
      await publishQuietly(deps.userChannel, userId, { type: 'achievement_earned', achievementKey: definition.key, name, points: definition.points }, deps.log);
    }
  }
  if (newLevel !== null) await publishQuietly(deps.userChannel, userId, { type: 'level_up', level: newLevel }, deps.log);
  return { due, newlyEarned, total };
}

/** Every achievement against every count: what the Office reads before it shows anything. */
export async function evaluateAchievements(deps: GamificationDeps, userId: number, now = new Date()): Promise<Evaluation> {
  const activity = await loadUserActivity(deps.db, userId, now);
  const held = await repository.listUserAchievements(deps.db, userId);
  const standing = { heldKeys: new Set(held.map((row) => row.achievementKey)), total: await totalPoints(deps.db, userId) };
  const { due, newlyEarned, total } = await recordDue(deps, userId, ACHIEVEMENTS, standing, activity.counts);
  // Re-read when anything was due: a concurrent evaluation may have recorded it instead.
  const earned = due.length > 0 ? await repository.listUserAchievements(deps.db, userId) : held;
  const catalogueKeys = new Set(ACHIEVEMENTS.map((definition) => definition.key));
  return { ...activity, earned: earned.filter((row) => catalogueKeys.has(row.achievementKey)), newlyEarned, total };
}

/**
 * After one kind of activity (a message, a match, a module): only the achievements that activity can move,
 * and the level its points may reach. For a chat message that is one read once its achievements are held,
 * instead of the full evaluation's nine (bench/live-delivery.ts).
 */
export async function evaluateAchievementsAfter(deps: GamificationDeps, userId: number, source: PointSource, now = new Date()): Promise<AchievementDefinition[]> {
  const candidates = ACHIEVEMENTS.filter((definition) => definition.source === source);
  const { heldKeys, total } = await repository.findStanding(deps.db, userId);
  const standing = { heldKeys: new Set(heldKeys), total };
  let counts = NO_ACTIVITY;
  const metrics = new Set(candidates.filter((definition) => !standing.heldKeys.has(definition.key)).map((definition) => definition.metric));
  for (const metric of metrics) counts = { ...counts, ...(await loadMetricCounts(deps.db, userId, metric, now)) };
  const { newlyEarned } = await recordDue(deps, userId, candidates, standing, counts);
  return newlyEarned;
}
