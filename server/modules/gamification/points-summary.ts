/**
 * The points summary (pure): the breakdown by the spec's six sources, the level arithmetic of spec
 * section 9 and the next rewards (next level, the premium match-features bar, the nearest achievement).
 */
import { levelFor, levelProgressPercent, nextLevelAt, POINT_SOURCES, PREMIUM_REWARD_GOAL, type PointSource } from '../../../shared/constants/gamification';
import type { Achievement, NextReward, PointSourceTotal, PointsBreakdown } from '../../../shared/contracts/gamification';
import type { I18n } from '@lingui/core';
import { serverI18n } from '../../i18n/server-i18n';

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

/** The next rewards, worded in `i18n`'s language (the achievement's name and description come worded already). */
export function nextRewards(total: number, inProgress: readonly Achievement[], i18n: I18n = serverI18n('en')): NextReward[] {
  const level = levelFor(total);
  const levelTarget = nextLevelAt(total);
  const rewards: NextReward[] = [
    {
      key: `level:${level + 1}`,
      kind: 'level',
      title: i18n._({ id: 'office.reward.level', message: 'Level {level}', values: { level: level + 1 } }),
      description: i18n._({ id: 'office.reward.pointsToGo', message: '{points} points to go', values: { points: levelTarget - total } }),
      current: total,
      target: levelTarget,
      percent: levelProgressPercent(total),
    },
    {
      key: 'premium-match-features',
      kind: 'premium',
      title: i18n._({ id: 'office.reward.premium', message: 'Premium match features' }),
      description:
        total >= PREMIUM_REWARD_GOAL
          ? i18n._({ id: 'office.reward.unlocked', message: 'Unlocked' })
          : i18n._({ id: 'office.reward.pointsToGo', message: '{points} points to go', values: { points: PREMIUM_REWARD_GOAL - total } }),
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
      description: i18n._({
        id: 'office.reward.achievement',
        message: '{description} (+{points} points)',
        values: { description: achievement.description, points: achievement.points },
      }),
      current: achievement.progress,
      target: achievement.maxProgress,
      percent: percentOf(achievement.progress, achievement.maxProgress),
    });
  }
  return rewards;
}
