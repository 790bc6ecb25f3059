/**
 * The Office's reads, always for the caller (the routes pass the session's user id; there is no other
 * way in). Reads do not write: achievements are evaluated when the activity happens (gamification.events.ts
 * queues `achievements.evaluate`), so a read shows what is recorded. An Office visit costs a few
 * statements (office-reads.int.test.ts).
 */
import type { I18n } from '@lingui/core';
import type { Achievement, AchievementsResponse, LearningStats, OfficeOverview, PointsSummary } from '../../../shared/contracts/gamification';
import { serverI18n } from '../../i18n/server-i18n';
import { achievementTexts } from './achievement-texts';
import { ACHIEVEMENTS, measureAchievement, type ActivityCounts } from './achievements';
import type { Evaluation, GamificationDeps } from './achievements.service';
import * as repository from './gamification.repository';
import { levelSummary, nextRewards, toBreakdown, topSources } from './points-summary';
import { personalStreak, type PersonalStreak } from '../streaks/streaks.service';

const RECENT_ACHIEVEMENTS = 3;

/** Earned (most recent first, with earnedAt) and in progress (catalogue order, with real progress), worded in `i18n`'s language. */
export function achievementLists(counts: ActivityCounts, earned: Evaluation['earned'], i18n: I18n = serverI18n('en')): AchievementsResponse {
  const earnedAtByKey = new Map(earned.map((row) => [row.achievementKey, row.earnedAt]));
  const entries = ACHIEVEMENTS.map((definition): Achievement => {
    const earnedAt = earnedAtByKey.get(definition.key);
    const measured = measureAchievement(definition, counts);
    return {
      key: definition.key,
      ...achievementTexts(definition, i18n),
      icon: definition.icon,
      points: definition.points,
      // Earned stays earned (docs/product.md section 4), even if the catalogue later grows.
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

interface Standing {
  counts: ActivityCounts;
  snapshot: repository.ActivitySnapshot;
  streak: PersonalStreak;
  earned: Evaluation['earned'];
}

/** What the user has done and holds, read only: one statement for the counts, one for the days, one for
 *  the held achievements. */
async function readStanding(deps: GamificationDeps, userId: number, now = new Date()): Promise<Standing> {
  const [snapshot, streaks, held] = await Promise.all([repository.findActivitySnapshot(deps.db, userId), personalStreak(deps.db, userId, now), repository.listUserAchievements(deps.db, userId)]);
  const catalogueKeys = new Set(ACHIEVEMENTS.map((definition) => definition.key));
  return {
    snapshot,
    streak: streaks,
    earned: held.filter((row) => catalogueKeys.has(row.achievementKey)),
    counts: {
      modulesCompleted: snapshot.modulesCompleted,
      termsMastered: snapshot.termsMastered,
      termsTotal: snapshot.termsTotal,
      currentStreak: streaks.currentStreak,
      longestStreak: streaks.longestStreak,
      matches: snapshot.matches,
      messagesSent: snapshot.messagesSent,
      teachBacksAnswered: snapshot.teachBacksAnswered,
      teachBacksCorrect: snapshot.teachBacksCorrect,
      taughtThatStuck: snapshot.taughtThatStuck,
      pairStreak: snapshot.pairStreak,
    },
  };
}

/** The breakdown by source and the total, from one grouped read of the ledger. */
async function readPoints(deps: GamificationDeps, userId: number) {
  const bySource = await repository.pointsBySource(deps.db, userId);
  return { breakdown: toBreakdown(bySource), total: bySource.reduce((sum, row) => sum + Number(row.points), 0) };
}

export async function getAchievements(deps: GamificationDeps, userId: number, locale = 'en'): Promise<AchievementsResponse> {
  const standing = await readStanding(deps, userId);
  return achievementLists(standing.counts, standing.earned, serverI18n(locale));
}

export async function getPointsSummary(deps: GamificationDeps, userId: number, locale = 'en'): Promise<PointsSummary> {
  const [standing, { breakdown, total }] = await Promise.all([readStanding(deps, userId), readPoints(deps, userId)]);
  const i18n = serverI18n(locale);
  const { inProgress } = achievementLists(standing.counts, standing.earned, i18n);
  return { ...levelSummary(total), breakdown, nextRewards: nextRewards(total, inProgress, i18n) };
}

export async function getOverview(deps: GamificationDeps, userId: number, locale = 'en'): Promise<OfficeOverview> {
  const [standing, { breakdown, total }] = await Promise.all([readStanding(deps, userId), readPoints(deps, userId)]);
  const { earned } = achievementLists(standing.counts, standing.earned, serverI18n(locale));
  return {
    ...levelSummary(total),
    dayStreak: standing.counts.currentStreak,
    streakFreezes: standing.streak.freezes,
    termsMastered: standing.counts.termsMastered,
    achievementsEarned: earned.length,
    achievementsTotal: ACHIEVEMENTS.length,
    recentAchievements: earned.slice(0, RECENT_ACHIEVEMENTS),
    topSources: topSources(breakdown),
  };
}

export async function getLearningStats(deps: GamificationDeps, userId: number, now = new Date()): Promise<LearningStats> {
  const [snapshot, streak] = await Promise.all([repository.findActivitySnapshot(deps.db, userId), personalStreak(deps.db, userId, now)]);
  return {
    vocabulary: { learned: snapshot.termsLearned, mastered: snapshot.termsMastered, total: snapshot.termsTotal },
    streak: { currentStreak: streak.currentStreak, longestStreak: streak.longestStreak, lastActivityDate: streak.lastActivityDate, freezes: streak.freezes, today: streak.today },
    modules: { completed: snapshot.modulesCompleted, total: snapshot.modulesTotal },
  };
}
