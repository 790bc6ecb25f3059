/**
 * Journeys and prerequisites that hold: a journey never asks for a module before the modules
 * it needs, never drops in difficulty by more than two levels, and every module is on some journey.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-content';

const catalogue = loadCatalogue();
const byId = new Map(catalogue.modules.map((module) => [module.id, module]));
const level = (id: number) => byId.get(id)!.difficultyLevel;

describe('journeys and prerequisites', () => {
  it.each(catalogue.journeys.map((journey) => [journey.name, journey] as const))('%s lists every prerequisite before the module that needs it', (_name, journey) => {
    journey.steps.forEach((step, index) => {
      const before = journey.steps.slice(0, index);
      for (const prerequisite of byId.get(step)!.prerequisites) {
        expect(before, `module ${step} needs ${prerequisite}`).toContain(prerequisite);
      }
    });
  });

  it.each(catalogue.journeys.map((journey) => [journey.name, journey] as const))('%s never drops more than 2 levels below the hardest step so far', (_name, journey) => {
    let hardest = 0;
    for (const step of journey.steps) {
      expect(level(step), `module ${step} after a level-${hardest} step`).toBeGreaterThanOrEqual(hardest - 2);
      hardest = Math.max(hardest, level(step));
    }
  });

  it('puts every module on at least one journey', () => {
    const onAJourney = new Set(catalogue.journeys.flatMap((journey) => journey.steps));
    expect(catalogue.modules.map((module) => module.id).filter((id) => !onAJourney.has(id))).toEqual([]);
  });

  it('never makes a module easier than what it requires', () => {
    for (const module of catalogue.modules) {
      for (const prerequisite of module.prerequisites) expect(module.difficultyLevel, `module ${module.id}`).toBeGreaterThanOrEqual(level(prerequisite));
    }
  });

  it('has entry points: modules without prerequisites at level 1-2', () => {
    const entryPoints = catalogue.modules.filter((module) => module.prerequisites.length === 0);
    expect(entryPoints.length).toBeGreaterThanOrEqual(2);
    for (const module of entryPoints) expect(module.difficultyLevel).toBeLessThanOrEqual(2);
  });
});
