import type { LearningProgress } from '@shared/contracts/learning';

export type ModuleStatus = 'not-started' | 'in-progress' | 'completed';

export function statusByModule(progress: readonly LearningProgress[] | undefined): Map<number, ModuleStatus> {
  return new Map((progress ?? []).map((record) => [record.moduleId, record.completed ? 'completed' : 'in-progress']));
}
