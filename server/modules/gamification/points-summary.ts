/**
 * The points summary (pure): the breakdown by the spec's six sources, the level arithmetic of spec
 * section 9 and the next rewards (next level, the premium match-features bar, the nearest achievement).
 */
import { levelFor, levelProgressPercent, nextLevelAt, POINT_SOURCES, PREMIUM_REWARD_GOAL, type PointSource } from '../../../shared/constants/gamification';
import type { Achievement, NextReward, PointSourceTotal, PointsBreakdown } from '../../../shared/contracts/gamification';

export function toBreakdown(rows: ReadonlyArray<{ source: string; points: number }>): PointsBreakdown {
  const breakdown = Object.fromEntries(POINT_SOURCES.map((source) => [source, 0])) as PointsBreakdown;
  for (const row of rows) {
    if ((POINT_SOURCES as readonly string[]).includes(row.source)) breakdown[row.source as PointSource] += row.points;
  }
  return breakdown;
}

export function levelSummary(total: number) {
  return { total, level: levelFor(total), nextLevelAt: nextLevelAt(total), progressPercent: levelProgressPercent(total) };
}

/** The largest sources that have points, largest first (ties in the spec's source order). */
export function topSources(breakdown: PointsBreakdown, limit = 3): PointSourceTotal[] {
  return POINT_SOURCES.map((source) => ({ source, points: breakdown[source] }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, limit);
}

function percentOf(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.floor((current / target) * 100));
}

/** The unearned achievement closest to done (by fraction), if any. */
function nearestAchievement(inProgress: readonly Achievement[]): Achievement | undefined {
  let best: Achievement | undefined;
  for (const entry of inProgress) {
    if (entry.maxProgress === 0) continue;
    if (!best || entry.progress / entry.maxProgress > best.progress / best.maxProgress) best = entry;
  }
  return best;
}

export function nextRewards(total: number, inProgress: readonly Achievement[]): NextReward[] {
  const level = levelFor(total);
  const levelTarget = nextLevelAt(total);
  const rewards: NextReward[] = [
    {
      key: `level:${level + 1}`,
      kind: 'level',
      title: `Level ${level + 1}`,
      description: `${levelTarget - total} points to go`,
      current: total,
      target: levelTarget,
      percent: levelProgressPercent(total),
    },
    {
      key: 'premium-match-features',
      kind: 'premium',
      title: 'Premium match features',
      description: total >= PREMIUM_REWARD_GOAL ? 'Unlocked' : `${PREMIUM_REWARD_GOAL - total} points to go`,
      current: Math.min(total, PREMIUM_REWARD_GOAL),
      target: PREMIUM_REWARD_GOAL,
      percent: percentOf(total, PREMIUM_REWARD_GOAL),
    },
  ];
  const achievement = nearestAchievement(inProgress);
  if (achievement) {
    rewards.push({
      key: `achievement:${achievement.key}`,
      kind: 'achievement',
      title: achievement.name,
      description: `${achievement.description} (+${achievement.points} points)`,
      current: achievement.progress,
      target: achievement.maxProgress,
      percent: percentOf(achievement.progress, achievement.maxProgress),
    });
  }
  return rewards;
}
