import { QUIZ_PASS_MARK } from '../../../shared/constants/learning';
import type { CreateProgressInput, LearningProgress, ProgressQuery, UpdateProgressInput } from '../../../shared/contracts/learning';
import { conflict, notFound } from '../../lib/app-error';
import { completeModule } from './completion';
import type { LearningDeps } from './learning-deps';
import { toProgress } from './learning.mapper';
import * as modulesRepository from './modules.repository';
import * as repository from './progress.repository';

export async function listProgress(deps: LearningDeps, userId: number, query: ProgressQuery): Promise<LearningProgress[]> {
  const rows = await repository.listProgress(deps.db, userId, query.moduleId);
  return rows.map(toProgress);
}

/** Starting a module creates its in-progress record; starting it again returns the same record. */
export async function createProgress(deps: LearningDeps, userId: number, input: CreateProgressInput): Promise<{ progress: LearningProgress; created: boolean }> {
  if (!(await modulesRepository.moduleExists(deps.db, input.moduleId))) throw notFound('Module not found');
  const created = await repository.insertProgress(deps.db, userId, input.moduleId);
  const row = await repository.findProgress(deps.db, userId, input.moduleId);
  if (!row) throw notFound('Module not found');
  // Starting a lesson is a learning day (pair-streak milestones react).
  if (created) await deps.domainEvents.publish('module.progressed', { userId, moduleId: input.moduleId });
  return { progress: toProgress(row), created };
}

/**
 * docs/product.md section 7's PATCH, made unforgeable (docs/design.md section 6.2): completed=true is honoured only when a
 * passing quiz attempt exists, and the stored score is the best real attempt, never the client's.
 * completedAt is the server's time. A completed module stays completed.
 */
export async function updateProgress(deps: LearningDeps, userId: number, progressId: number, input: UpdateProgressInput): Promise<LearningProgress> {
  const record = await repository.findOwnProgress(deps.db, userId, progressId);
  if (!record) throw notFound('Progress not found');
  if (input.completed === false && record.completed) throw conflict('A completed module stays completed.');
  if (input.completed === true && !record.completed) {
    const best = await repository.bestAttemptScore(deps.db, userId, record.moduleId);
    if (best === null || best < QUIZ_PASS_MARK) throw conflict(`Pass the quiz with at least ${QUIZ_PASS_MARK}% to complete this module.`);
    const completedNow = await deps.db.transaction((tx) => completeModule(tx, userId, record.moduleId, best));
    if (completedNow) {
      await deps.domainEvents.publish('module.progressed', { userId, moduleId: record.moduleId });
      await deps.domainEvents.publish('module.completed', { userId, moduleId: record.moduleId });
    }
  }
  const updated = await repository.findOwnProgress(deps.db, userId, progressId);
  if (!updated) throw notFound('Progress not found');
  return toProgress(updated);
}
