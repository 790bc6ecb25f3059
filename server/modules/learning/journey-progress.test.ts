import { describe, expect, it } from 'vitest';
import { deriveJourneyProgress, type ModuleProgressFacts } from './journey-progress';

const at = (iso: string) => new Date(iso);
const record = (completed: boolean, day: number): ModuleProgressFacts => ({
  completed,
  completedAt: completed ? at(`2026-01-0${day}T12:00:00Z`) : null,
  startedAt: at(`2026-01-0${day}T10:00:00Z`),
  updatedAt: at(`2026-01-0${day}T12:00:00Z`),
});

describe('deriveJourneyProgress', () => {
  const journey = { id: 3, steps: [10, 20, 30] };

  it('has no progress without records', () => {
    expect(deriveJourneyProgress(7, journey, new Map())).toEqual({
      id: 3,
      userId: 7,
      journeyId: 3,
      currentStep: 0,
      completedSteps: [],
      startedAt: null,
      lastActivity: null,
      completed: false,
      completedAt: null,
    });
  });

  it('points the current step at the first step not completed', () => {
    const progress = deriveJourneyProgress(
      7,
      journey,
      new Map([
        [10, record(true, 1)],
        [30, record(true, 3)],
        [20, record(false, 2)],
      ]),
    );
    expect(progress).toMatchObject({ currentStep: 1, completedSteps: [10, 30], completed: false, completedAt: null });
    expect(progress.startedAt).toBe('2026-01-01T10:00:00.000Z');
    expect(progress.lastActivity).toBe('2026-01-03T12:00:00.000Z');
  });

  it('completes when every step is completed, at the last completion', () => {
    const progress = deriveJourneyProgress(
      7,
      journey,
      new Map([
        [10, record(true, 1)],
        [20, record(true, 5)],
        [30, record(true, 3)],
      ]),
    );
    expect(progress).toMatchObject({ currentStep: 3, completed: true, completedAt: '2026-01-05T12:00:00.000Z' });
  });
});
