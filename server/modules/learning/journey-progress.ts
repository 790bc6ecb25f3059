/**
 * Journey progress is derived from module progress (docs/product.md section 4): a step is completed when its module
 * is, and the current step is the first one that is not.
 */
import type { JourneyProgress } from '../../../shared/contracts/learning';

export interface ModuleProgressFacts {
  completed: boolean;
  completedAt: Date | null;
  startedAt: Date;
  updatedAt: Date;
}

const latest = (dates: Date[]) => (dates.length === 0 ? null : new Date(Math.max(...dates.map((date) => date.getTime()))));
const earliest = (dates: Date[]) => (dates.length === 0 ? null : new Date(Math.min(...dates.map((date) => date.getTime()))));

export function deriveJourneyProgress(userId: number, journey: { id: number; steps: number[] }, progressByModule: ReadonlyMap<number, ModuleProgressFacts>): JourneyProgress {
  const records = journey.steps.map((moduleId) => progressByModule.get(moduleId)).filter((record) => record !== undefined);
  const completedSteps = journey.steps.filter((moduleId) => progressByModule.get(moduleId)?.completed === true);
  const firstOpen = journey.steps.findIndex((moduleId) => progressByModule.get(moduleId)?.completed !== true);
  const completed = journey.steps.length > 0 && firstOpen === -1;
  const completedAt = completed ? latest(records.map((record) => record.completedAt).filter((date) => date !== null)) : null;
  return {
    id: journey.id,
    userId,
    journeyId: journey.id,
    currentStep: firstOpen === -1 ? journey.steps.length : firstOpen,
    completedSteps,
    startedAt: earliest(records.map((record) => record.startedAt))?.toISOString() ?? null,
    lastActivity: latest(records.map((record) => record.updatedAt))?.toISOString() ?? null,
    completed,
    completedAt: completedAt?.toISOString() ?? null,
  };
}
