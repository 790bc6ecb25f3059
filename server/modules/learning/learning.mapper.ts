import type { LearningModule, LearningModuleSummary, LearningProgress } from '../../../shared/contracts/learning';
import type { ModuleRow, ModuleSummaryRow } from './modules.repository';
import type { ProgressRow } from './progress.repository';

export function toModuleSummary(row: ModuleSummaryRow): LearningModuleSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficultyLevel: row.difficultyLevel,
    topics: row.topics,
    imageUrl: row.imageUrl,
    estimatedMinutes: row.estimatedMinutes,
    prerequisites: row.prerequisites,
    coinId: row.coinId,
    category: row.category,
    isFeatured: row.isFeatured,
    hasSections: row.hasSections,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

export function toModule(row: ModuleRow): LearningModule {
  return { ...toModuleSummary(row), content: row.content, resources: row.resources, keyTakeaways: row.keyTakeaways, sectionChecks: row.sectionChecks };
}

export function toProgress(row: ProgressRow): LearningProgress {
  return {
    id: row.id,
    moduleId: row.moduleId,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    score: row.score,
    startedAt: row.startedAt.toISOString(),
  };
}
