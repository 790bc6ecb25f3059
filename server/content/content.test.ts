/**
 * The curated learning catalogue is reviewed like code (docs/design.md section 4): these checks stop a content
 * change that would break a quiz, a journey or the module HTML from reaching users.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { difficultyBand, MODULE_CATEGORY_LABELS, moduleMatchesCoin } from '../../shared/constants/learning';
import { sanitizeModuleHtml } from '../lib/html-sanitizer';
import { CONTENT_DIR, loadCatalogue } from './load-content';

const catalogue = loadCatalogue();
const moduleIds = new Set(catalogue.modules.map((module) => module.id));
const coinIds = new Set(catalogue.coins.map((coin) => coin.id));
const rawHtml = (slug: string, id: number) => readFileSync(path.join(CONTENT_DIR, 'modules', `${String(id).padStart(2, '0')}-${slug}.html`), 'utf8').trim();
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('learning modules', () => {
  it('number at least 24 across the categories, all three difficulty bands and several coins', () => {
    expect(catalogue.modules.length).toBeGreaterThanOrEqual(24);
    const categories = new Set(catalogue.modules.map((module) => module.category));
    for (const category of ['technology', 'trading', 'sports', 'entertainment']) expect(categories).toContain(category);
    for (const category of categories) expect(Object.keys(MODULE_CATEGORY_LABELS)).toContain(category);
    expect(new Set(catalogue.modules.map((module) => difficultyBand(module.difficultyLevel)))).toEqual(new Set(['Beginner', 'Intermediate', 'Advanced']));
    expect(catalogue.modules.filter((module) => module.coinId !== null).length).toBeGreaterThanOrEqual(5);
  });

  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i has a sound quiz', (_id, module) => {
    expect(module.questions.length).toBeGreaterThanOrEqual(5);
    for (const question of module.questions) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      expect(new Set(question.options.map((option) => option.toLowerCase())).size).toBe(question.options.length);
      expect(Number.isInteger(question.correctAnswer)).toBe(true);
      expect(question.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(question.correctAnswer).toBeLessThan(question.options.length);
      expect(question.explanation.trim().length).toBeGreaterThan(20);
    }
  });

  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i references what exists', (id, module) => {
    if (module.coinId !== null) expect(coinIds).toContain(module.coinId);
    for (const prerequisite of module.prerequisites) {
      expect(moduleIds).toContain(prerequisite);
      expect(prerequisite).not.toBe(id);
    }
    expect(module.topics.length).toBeGreaterThan(0);
    expect(module.estimatedMinutes).toBeGreaterThan(0);
    expect(module.resources.length).toBeGreaterThanOrEqual(2);
  });

  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i estimates minutes as reading at 200 words a minute plus about 2 for the quiz', (id, module) => {
    const realistic = (words(rawHtml(module.slug, id)) + words(module.keyTakeaways.join(' '))) / 200 + 2;
    expect(Math.abs(module.estimatedMinutes - realistic)).toBeLessThanOrEqual(1.5);
  });

  it('records when every coin and module had its facts checked, never in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of [...catalogue.coins, ...catalogue.modules]) {
      expect(entry.factsCheckedAt >= '2026-01-01', `${entry.slug}`).toBe(true);
      expect(entry.factsCheckedAt <= today, `${entry.slug}`).toBe(true);
    }
  });

  it('has no prerequisite cycles', () => {
    const byId = new Map(catalogue.modules.map((module) => [module.id, module]));
    const visit = (id: number, trail: number[]): void => {
      expect(trail).not.toContain(id);
      for (const next of byId.get(id)?.prerequisites ?? []) visit(next, [...trail, id]);
    };
    for (const module of catalogue.modules) visit(module.id, []);
  });

  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i HTML passes the sanitiser unchanged and teaches at length', (id, module) => {
    const html = rawHtml(module.slug, id);
    expect(sanitizeModuleHtml(html)).toBe(html);
    expect(words(html)).toBeGreaterThanOrEqual(600);
    expect(html).toMatch(/<h2>/);
    expect(html).toMatch(/<(ul|ol)>/);
  });
});

describe('coins', () => {
  it('each lead to at least one module (their own, or one whose topic is in the coin\'s name or tags)', () => {
    const orphans = catalogue.coins.filter((coin) => !catalogue.modules.some((module) => moduleMatchesCoin(module, coin))).map((coin) => coin.name);
    expect(orphans).toEqual([]);
  });
});

describe('journeys', () => {
  it('number at least 6, each of 4-8 existing, distinct modules with a reward and an image file', () => {
    expect(catalogue.journeys.length).toBeGreaterThanOrEqual(6);
    for (const journey of catalogue.journeys) {
      expect(journey.steps.length).toBeGreaterThanOrEqual(4);
      expect(journey.steps.length).toBeLessThanOrEqual(8);
      expect(new Set(journey.steps).size).toBe(journey.steps.length);
      for (const step of journey.steps) expect(moduleIds).toContain(step);
      expect(journey.requiredPoints).toBeGreaterThan(0);
      expect(existsSync(path.join(CONTENT_DIR, '..', 'client', 'public', journey.imageUrl))).toBe(true);
    }
    expect(existsSync(path.join(CONTENT_DIR, '..', 'client', 'public', 'journeys', 'placeholder.svg'))).toBe(true);
  });
});
