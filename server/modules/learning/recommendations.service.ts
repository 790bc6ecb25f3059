import type { RecommendedModule } from '../../../shared/contracts/learning';
import type { LearningDeps } from './learning-deps';
import { toModuleSummary } from './learning.mapper';
import * as modulesRepository from './modules.repository';
import * as progressRepository from './progress.repository';
import { rankModules } from './recommendations';
import * as repository from './recommendations.repository';
import { computeSkills } from './skills';

export async function recommendedModules(deps: LearningDeps, userId: number): Promise<RecommendedModule[]> {
  const [modules, signals, progress, completed] = await Promise.all([
    modulesRepository.listModuleSummaries(deps.db),
    repository.findLearnerSignals(deps.db, userId),
    progressRepository.listProgress(deps.db, userId),
    progressRepository.listCompletedModules(deps.db, userId),
  ]);
  const ranked = rankModules(modules, {
    ...signals,
    skills: computeSkills(completed).skills,
    progress: new Map(progress.map((row) => [row.moduleId, row.completed])),
  });
  return ranked.map(({ module, score, reason }) => ({ module: toModuleSummary(module), score, reason }));
}
