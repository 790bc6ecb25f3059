/**
 * Reads content/ (coins, modules with their HTML and quizzes, journeys, vocabulary), validates each file
 * and the references between them, and returns the catalogue ready to upsert.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { sanitizeModuleHtml } from '../lib/html-sanitizer';
import { loadFigures, withFigureUrls } from './figures';
import {
  coinContentSchema,
  journeyContentSchema,
  moduleContentSchema,
  termContentSchema,
  type CoinContent,
  type JourneyContent,
  type ModuleContent,
  type TermContent,
} from './content-schema';

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

export interface Catalogue {
  coins: CoinContent[];
  modules: ModuleContent[];
  journeys: JourneyContent[];
  terms: TermContent[];
  hash: string;
}

export class ContentError extends Error {}

/** Stable question ids: module 4's third question is 403. */
export function questionId(moduleId: number, index: number): number {
  return moduleId * 100 + index + 1;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${path.relative(CONTENT_DIR, file)}: ${(error as Error).message}`);
  }
}

function parseFile<T>(file: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(readJson(file));
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ContentError(`${path.relative(CONTENT_DIR, file)}: ${detail}`);
  }
  return result.data;
}

function jsonFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(folder, name));
}

function assertUnique<T>(items: T[], key: (item: T) => string | number, what: string): void {
  const seen = new Set<string | number>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) throw new ContentError(`Duplicate ${what}: ${value}`);
    seen.add(value);
  }
}

export function loadCatalogue(contentDir = CONTENT_DIR): Catalogue {
  const coins = jsonFiles(path.join(contentDir, 'coins')).flatMap((file) => parseFile(file, z.array(coinContentSchema)));
  let figures: ReturnType<typeof loadFigures>;
  try {
    figures = loadFigures(path.join(contentDir, 'figures'));
  } catch (error) {
    throw new ContentError((error as Error).message);
  }
  const modules: ModuleContent[] = jsonFiles(path.join(contentDir, 'modules')).map((file) => {
    const module = parseFile(file, moduleContentSchema);
    const html = readFileSync(file.replace(/\.json$/, '.html'), 'utf8').trim();
    try {
      return { ...module, html: withFigureUrls(sanitizeModuleHtml(html), figures, path.relative(contentDir, file)) };
    } catch (error) {
      throw new ContentError((error as Error).message);
    }
  });
  const journeys = parseFile(path.join(contentDir, 'journeys', 'journeys.json'), z.array(journeyContentSchema));
  const terms = jsonFiles(path.join(contentDir, 'vocabulary')).flatMap((file) => parseFile(file, z.array(termContentSchema)));

  assertUnique(coins, (coin) => coin.id, 'coin id');
  assertUnique(coins, (coin) => coin.slug, 'coin slug');
  assertUnique(modules, (module) => module.id, 'module id');
  assertUnique(journeys, (journey) => journey.id, 'journey id');
  assertUnique(terms, (term) => term.id, 'term id');
  assertUnique(terms, (term) => term.term.toLowerCase(), 'term');

  const coinIds = new Set(coins.map((coin) => coin.id));
  const moduleIds = new Set(modules.map((module) => module.id));
  for (const module of modules) {
    if (module.coinId !== null && !coinIds.has(module.coinId)) throw new ContentError(`Module ${module.id}: unknown coin ${module.coinId}`);
    for (const prerequisite of module.prerequisites) {
      if (!moduleIds.has(prerequisite)) throw new ContentError(`Module ${module.id}: unknown prerequisite ${prerequisite}`);
    }
    module.questions.forEach((question, index) => {
      if (question.correctAnswer >= question.options.length) {
        throw new ContentError(`Module ${module.id} question ${index + 1}: correctAnswer out of range`);
      }
    });
  }
  for (const journey of journeys) {
    for (const step of journey.steps) if (!moduleIds.has(step)) throw new ContentError(`Journey ${journey.id}: unknown module ${step}`);
  }

  const hash = createHash('sha256').update(JSON.stringify({ coins, modules, journeys, terms })).digest('hex');
  return { coins, modules, journeys, terms, hash };
}
