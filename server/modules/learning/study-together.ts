/**
 * One module for a matched pair to do together, pure (docs/decisions/030). The same pair gets the same
 * module whichever partner looks. First choice: a module one partner completed and the other is ready for
 * (an entry point, or every prerequisite completed), so the one ahead can teach it. Otherwise the next
 * module both are ready for and neither completed. Among candidates: modules on one of the pair's topics
 * (what they teach each other or both want) first, then the easiest, then the lowest id.
 */
import type { Topic } from '../../../shared/constants/topics';
import { moduleTopicKeys } from '../../../shared/constants/learning';

export interface StudyModule {
  id: number;
  title: string;
  difficultyLevel: number;
  prerequisites: readonly number[];
  topics: readonly string[];
  category: string;
}

export interface StudyPartner {
  userId: number;
  completed: ReadonlySet<number>;
}

export interface StudyChoice {
  module: StudyModule;
  /** The partner who completed it and can teach it; null when both start it fresh. */
  aheadUserId: number | null;
}

const isReady = (module: StudyModule, partner: StudyPartner) => module.prerequisites.every((id) => partner.completed.has(id));

export function chooseStudyModule(modules: readonly StudyModule[], a: StudyPartner, b: StudyPartner, pairTopics: ReadonlySet<Topic>): StudyChoice | null {
  const onTopic = (module: StudyModule) => moduleTopicKeys(module).some((topic) => pairTopics.has(topic));
  const order = (x: StudyModule, y: StudyModule) => Number(onTopic(y)) - Number(onTopic(x)) || x.difficultyLevel - y.difficultyLevel || x.id - y.id;
  const sorted = [...modules].sort(order);

  for (const module of sorted) {
    const [aDone, bDone] = [a.completed.has(module.id), b.completed.has(module.id)];
    if (aDone && !bDone && isReady(module, b)) return { module, aheadUserId: a.userId };
    if (bDone && !aDone && isReady(module, a)) return { module, aheadUserId: b.userId };
  }
  const fresh = sorted.find((module) => !a.completed.has(module.id) && !b.completed.has(module.id) && isReady(module, a) && isReady(module, b));
  return fresh ? { module: fresh, aheadUserId: null } : null;
}
