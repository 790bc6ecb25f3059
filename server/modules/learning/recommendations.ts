/**
 * Ranks the modules a learner has not completed and is ready for (docs/product.md section 7, "recommended"): only
 * entry points and modules whose prerequisites are all completed are offered. The score comes from the
 * coins they liked, their learning interests and goals (mapped through the one topic table) and their
 * skills; a locked module the learner would want passes part of its appeal down its prerequisite chain
 * to the ready modules that lead to it. Each recommendation carries the strongest of its reasons.
 */
import { categoryLabel, difficultyBand, moduleMatchesCoin, moduleTopicKeys } from '../../../shared/constants/learning';
import { GOAL_TOPICS, INTEREST_TOPICS, type Topic } from '../../../shared/constants/topics';
import type { TopicSkill } from '../../../shared/contracts/learning';

export const RECOMMENDATION_LIMIT = 6;

export interface RankableModule {
  id: number;
  title: string;
  difficultyLevel: number;
  topics: string[];
  category: string;
  coinId: number | null;
  prerequisites: number[];
}

export interface LearnerProfile {
  learningInterests: readonly string[];
  learningGoals: readonly string[];
  likedCoins: ReadonlyArray<{ id: number; name: string; tags: readonly string[] }>;
  skills: readonly TopicSkill[];
  /** moduleId -> completed, for every module with a progress record. */
  progress: ReadonlyMap<number, boolean>;
}

interface Reason {
  weight: number;
  text: string;
}

export interface Ranked<T> {
  module: T;
  score: number;
  reason: string;
}

const WEIGHTS = {
  inProgress: 5,
  likedCoin: 4,
  relatedCoin: 2,
  interest: 4,
  goal: 3,
  skillFit: 1.5,
  firstSteps: 1,
  /** Share of a locked module's appeal passed on to each ready module on its prerequisite chain. */
  unlockShare: 0.5,
} as const;

const interestTopics = INTEREST_TOPICS as Record<string, Topic[] | undefined>;
const goalTopics = GOAL_TOPICS as Record<string, Topic[] | undefined>;

function reasonsFor(module: RankableModule, learner: LearnerProfile, skillByTopic: Map<string, TopicSkill>): Reason[] {
  const keys = moduleTopicKeys(module);
  const touches = (topics: Topic[] | undefined) => (topics ?? []).some((topic) => keys.includes(topic));
  const reasons: Reason[] = [];
  if (learner.progress.get(module.id) === false) reasons.push({ weight: WEIGHTS.inProgress, text: 'Pick up where you left off' });

  const likedCoin = learner.likedCoins.find((coin) => coin.id === module.coinId);
  const relatedCoin = likedCoin ? undefined : learner.likedCoins.find((coin) => moduleMatchesCoin(module, coin));
  if (likedCoin) reasons.push({ weight: WEIGHTS.likedCoin, text: `Because you liked ${likedCoin.name}` });
  if (relatedCoin) reasons.push({ weight: WEIGHTS.relatedCoin, text: `Explains ${relatedCoin.name}, which you liked` });

  const interest = learner.learningInterests.find((item) => touches(interestTopics[item]));
  if (interest) reasons.push({ weight: WEIGHTS.interest, text: `Matches your interest in ${interest}` });
  const goal = learner.learningGoals.find((item) => touches(goalTopics[item]));
  if (goal) reasons.push({ weight: WEIGHTS.goal, text: `Works towards your goal: ${goal}` });

  const skill = keys.map((key) => skillByTopic.get(key)).reduce<TopicSkill | undefined>((best, item) => (item && (!best || item.level > best.level) ? item : best), undefined);
  if (skill) {
    // The next step sits a little above what the learner has shown.
    const fit = WEIGHTS.skillFit - 0.5 * Math.abs(module.difficultyLevel - Math.min(10, skill.level + 2));
    reasons.push({ weight: Math.max(-WEIGHTS.skillFit, fit), text: `Next step for your ${skill.label} skill (level ${skill.level})` });
  } else if (module.difficultyLevel <= 3) {
    reasons.push({ weight: WEIGHTS.firstSteps, text: 'A good place to start' });
  } else {
    reasons.push({ weight: -0.3 * (module.difficultyLevel - 3), text: '' });
  }
  return reasons;
}

function unmetPrerequisites(module: RankableModule, progress: ReadonlyMap<number, boolean>): number[] {
  return module.prerequisites.filter((id) => progress.get(id) !== true);
}

/** Ready: an entry point, or every prerequisite completed. */
export function isReady(module: RankableModule, progress: ReadonlyMap<number, boolean>): boolean {
  return unmetPrerequisites(module, progress).length === 0;
}

/** The ready, not completed modules on the way to `module`: its unmet prerequisites, followed down to ones that are ready. */
function readyStepsTowards<T extends RankableModule>(module: T, byId: ReadonlyMap<number, T>, progress: ReadonlyMap<number, boolean>): T[] {
  const found = new Map<number, T>();
  const seen = new Set<number>();
  const visit = (current: T) => {
    for (const id of unmetPrerequisites(current, progress)) {
      const prerequisite = byId.get(id);
      if (!prerequisite || seen.has(id)) continue;
      seen.add(id);
      if (isReady(prerequisite, progress)) found.set(id, prerequisite);
      else visit(prerequisite);
    }
  };
  visit(module);
  return [...found.values()];
}

export function rankModules<T extends RankableModule>(modules: readonly T[], learner: LearnerProfile, limit = RECOMMENDATION_LIMIT): Ranked<T>[] {
  const skillByTopic = new Map(learner.skills.map((skill) => [skill.topic, skill]));
  const byId = new Map(modules.map((module) => [module.id, module]));
  const open = modules.filter((module) => learner.progress.get(module.id) !== true);
  const reasonsById = new Map(open.map((module) => [module.id, reasonsFor(module, learner, skillByTopic)]));

  // A locked module the learner would want lends part of its appeal to the ready modules that lead to it.
  for (const module of open) {
    if (isReady(module, learner.progress)) continue;
    const appeal = (reasonsById.get(module.id) ?? []).filter((reason) => reason.weight >= WEIGHTS.goal).reduce((sum, reason) => sum + reason.weight, 0);
    if (appeal === 0) continue;
    for (const step of readyStepsTowards(module, byId, learner.progress)) {
      const reasons = reasonsById.get(step.id);
      if (!reasons) continue;
      const weight = WEIGHTS.unlockShare * appeal;
      const text = module.prerequisites.includes(step.id) && unmetPrerequisites(module, learner.progress).length === 1 ? `Unlocks "${module.title}"` : `A step towards "${module.title}"`;
      const existing = reasons.find((reason) => reason.text.startsWith('Unlocks') || reason.text.startsWith('A step towards'));
      if (!existing) reasons.push({ weight, text });
      else if (existing.weight < weight) Object.assign(existing, { weight, text });
    }
  }

  return open
    .filter((module) => isReady(module, learner.progress))
    .map((module) => {
      const reasons = reasonsById.get(module.id) ?? [];
      const score = reasons.reduce((sum, reason) => sum + reason.weight, 0);
      const best = reasons.filter((reason) => reason.weight > 0 && reason.text).sort((a, b) => b.weight - a.weight)[0];
      const reason = best?.text ?? `${difficultyBand(module.difficultyLevel)} module in ${categoryLabel(module.category)}`;
      return { module, score: Math.round(score * 100) / 100, reason };
    })
    .sort((a, b) => b.score - a.score || a.module.difficultyLevel - b.module.difficultyLevel || a.module.id - b.module.id)
    .slice(0, limit);
}
