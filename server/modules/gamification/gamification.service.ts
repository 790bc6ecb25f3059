/**
 * The Office's reads, always for the caller (the routes pass the session's user id; there is no other
 * way in). Each read first evaluates achievements, so what the Office shows never lags the activity even
 * if a caller forgot to evaluate after it.
 */
import type {
  Achievement,
  AchievementsResponse,
  LearningStats,
  OfficeOverview,
  PointsSummary,
} from '../../../shared/contracts/gamification';
import { ACHIEVEMENTS, measureAchievement, type ActivityCounts } from './achievements';
import { evaluateAchievements, type Evaluation, type GamificationDeps } from './achievements.service';
import * as repository from './gamification.repository';
import { levelSummary, nextRewards, toBreakdown, topSources } from './points-summary';
import { computeStreaks } from './streaks';

const RECENT_ACHIEVEMENTS = 3;

/** Earned (most recent first, with earnedAt) and in progress (catalogue order, with real progress). */
export function achievementLists(counts: ActivityCounts, earned: Evaluation['earned']): AchievementsResponse {
  const earnedAtByKey = new Map(earned.map((row) => [row.achievementKey, row.earnedAt]));
  const entries = ACHIEVEMENTS.map((definition): Achievement => {
    const earnedAt = earnedAtByKey.get(definition.key);
    const measured = measureAchievement(definition, counts);
    return {
      key: definition.key,
      name: definition.name,
      description: definition.description,
      icon: definition.icon,
      points: definition.points,
      // Earned stays earned (spec section 4), even if the catalogue later grows.
      progress: earnedAt ? measured.maxProgress : measured.progress,
      maxProgress: measured.maxProgress,
      earnedAt: earnedAt ? earnedAt.toISOString() : null,
    };
  });
  return {
    earned: entries.filter((entry) => entry.earnedAt !== null).sort((a, b) => (b.earnedAt as string).localeCompare(a.earnedAt as string)),
    inProgress: entries.filter((entry) => entry.earnedAt === null),
  };
}

export async function getAchievements(deps: GamificationDeps, userId: number): Promise<AchievementsResponse> {
  const evaluation = await evaluateAchievements(deps, userId);
  return achievementLists(evaluation.counts, evaluation.earned);
}

export async function getPointsSummary(deps: GamificationDeps, userId: number): Promise<PointsSummary> {
  const evaluation = await evaluateAchievements(deps, userId);
  const breakdown = toBreakdown(await repository.pointsBySource(deps.db, userId));
  const { inProgress } = achievementLists(evaluation.counts, evaluation.earned);
  return { ...levelSummary(evaluation.total), breakdown, nextRewards: nextRewards(evaluation.total, inProgress) };
}

export async function getOverview(deps: GamificationDeps, userId: number): Promise<OfficeOverview> {
  const evaluation = await evaluateAchievements(deps, userId);
  const breakdown = toBreakdown(await repository.pointsBySource(deps.db, userId));
  const { earned } = achievementLists(evaluation.counts, evaluation.earned);
  return {
    ...levelSummary(evaluation.total),
    dayStreak: evaluation.counts.currentStreak,
    termsMastered: evaluation.counts.termsMastered,
    achievementsEarned: earned.length,
    achievementsTotal: ACHIEVEMENTS.length,
    recentAchievements: earned.slice(0, RECENT_ACHIEVEMENTS),
    topSources: topSources(breakdown),
  };
}

export const VOCABULARY_ACTIVITY_KIND = 'vocabulary';

export async function getLearningStats(deps: GamificationDeps, userId: number): Promise<LearningStats> {
  const evaluation = await evaluateAchievements(deps, userId);
  const vocabulary = await repository.vocabularyCounts(deps.db, userId);
  const streaks = computeStreaks(await repository.listActivityDays(deps.db, userId, VOCABULARY_ACTIVITY_KIND), evaluation.today);
  const totalModules = await repository.countModules(deps.db);
  return {
    vocabulary,
    streak: { ...streaks, today: evaluation.today },
    modules: { completed: evaluation.counts.modulesCompleted, total: totalModules },
  };
}
