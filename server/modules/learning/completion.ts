/**
 * The one way a module becomes completed (docs/design.md section 4, docs/security.md item 9): inside the caller's
 * transaction, an in-progress record turns completed with the real score, and the module's points (and
 * any journey it finishes) are written to the ledger in the same transaction. Repeated or concurrent
 * calls complete once and score once.
 */
import { POINTS } from '../../../shared/constants/gamification';
import type { Transaction } from '../../db/client';
import { awardPoints } from '../gamification/points.service';
import * as journeysRepository from './journeys.repository';
import * as progressRepository from './progress.repository';

/** Returns true when this call completed the module. */
export async function completeModule(tx: Transaction, userId: number, moduleId: number, score: number): Promise<boolean> {
  await progressRepository.lockUser(tx, userId);
  const completed = await progressRepository.markCompleted(tx, userId, moduleId, score);
  if (!completed) {
    await progressRepository.raiseScore(tx, userId, moduleId, score);
    return false;
  }
  await awardPoints(tx, { userId, source: 'learningModules', points: POINTS.moduleCompleted, idempotencyKey: `module:${moduleId}` });

  // A journey's reward ("Journey Reward: n Learning Points") is earned when its last step completes.
  const done = await progressRepository.completedModuleIds(tx, userId);
  for (const journey of await journeysRepository.listJourneysWithModule(tx, moduleId)) {
    if (journey.steps.every((step) => done.has(step))) {
      await awardPoints(tx, { userId, source: 'learningModules', points: journey.requiredPoints, idempotencyKey: `journey:${journey.id}` });
    }
  }
  return true;
}
