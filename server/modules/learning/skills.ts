/**
 * Skill levels (0-10) per topic, derived from completed modules only. A module is worth its difficulty
 * scaled by its quiz score (a level-6 module passed at 80% is worth 4.8). A topic's level is its best
 * module plus half the next, a quarter of the one after and so on: harder modules move it most,
 * breadth still counts, and it never passes 10.
 */
import { QUIZ_PASS_MARK, SKILL_LEVEL_MAX, moduleTopicKeys } from '../../../shared/constants/learning';
import { topicLabel } from '../../../shared/constants/topics';
import type { Skills, TopicSkill } from '../../../shared/contracts/learning';

export interface CompletedModule {
  difficultyLevel: number;
  topics: string[];
  category: string;
  score: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function moduleCredit(module: CompletedModule): number {
  return (module.difficultyLevel * (module.score ?? QUIZ_PASS_MARK)) / 100;
}

export function computeSkills(completed: readonly CompletedModule[]): Skills {
  const creditsByTopic = new Map<string, number[]>();
  for (const module of completed) {
    const credit = moduleCredit(module);
    for (const topic of moduleTopicKeys(module)) creditsByTopic.set(topic, [...(creditsByTopic.get(topic) ?? []), credit]);
  }
  const skills: TopicSkill[] = [...creditsByTopic.entries()]
    .map(([topic, credits]) => {
      const sorted = [...credits].sort((a, b) => b - a);
      const raw = sorted.reduce((sum, credit, index) => sum + credit * 0.5 ** index, 0);
      return { topic, label: topicLabel(topic), level: round1(Math.min(SKILL_LEVEL_MAX, raw)), completedModules: credits.length };
    })
    .sort((a, b) => b.level - a.level || a.label.localeCompare(b.label));
  const skillLevel = skills.length === 0 ? 0 : Math.round(skills.reduce((sum, skill) => sum + skill.level, 0) / skills.length);
  return { skillLevel, skills };
}
