/**
 * Study suggestions for matched pairs (docs/decisions/030): one module per pair, chosen by the pure rule in
 * study-together.ts from the catalogue and both partners' completed modules, in two reads for any number
 * of pairs. Callers do the access and privacy checks (only a match's participants, only partners who
 * share their learning progress).
 */
import type { Topic } from '../../../shared/constants/topics';
import type { Executor } from '../../db/client';
import * as modulesRepository from './modules.repository';
import * as progressRepository from './progress.repository';
import { chooseStudyModule, type StudyChoice } from './study-together';

export interface StudyPair {
  key: number;
  userIds: readonly [number, number];
  /** What the two teach each other or both want to learn. */
  topics: readonly Topic[];
}

export async function studyModules(db: Executor, pairs: readonly StudyPair[]): Promise<Map<number, StudyChoice | null>> {
  const choices = new Map<number, StudyChoice | null>();
  if (pairs.length === 0) return choices;
  const [modules, completed] = await Promise.all([
    modulesRepository.listModuleSummaries(db),
    progressRepository.completedModuleIdsOf(
      db,
      pairs.flatMap((pair) => pair.userIds),
    ),
  ]);
  for (const pair of pairs) {
    const [a, b] = pair.userIds.map((userId) => ({ userId, completed: completed.get(userId) ?? new Set<number>() })) as [
      { userId: number; completed: Set<number> },
      { userId: number; completed: Set<number> },
    ];
    choices.set(pair.key, chooseStudyModule(modules, a, b, new Set(pair.topics)));
  }
  return choices;
}
