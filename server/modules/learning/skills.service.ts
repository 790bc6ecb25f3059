import type { Skills } from '../../../shared/contracts/learning';
import type { LearningDeps } from './learning-deps';
import * as progressRepository from './progress.repository';
import { computeSkills } from './skills';

export async function getSkills(deps: LearningDeps, userId: number): Promise<Skills> {
  return computeSkills(await progressRepository.listCompletedModules(deps.db, userId));
}
