import { moduleMatchesCoin } from '../../../shared/constants/learning';
import type { LearningModule, LearningModuleSummary, ModulesQuery, QuizQuestion } from '../../../shared/contracts/learning';
import { notFound } from '../../lib/app-error';
import type { LearningDeps } from './learning-deps';
import { toModule, toModuleSummary } from './learning.mapper';
import * as repository from './modules.repository';

/** With a coinId, only the modules about that coin (docs/product.md section 2 ("Learning home")); an unknown coin has none. */
export async function listModules(deps: LearningDeps, query: ModulesQuery = {}, locale = 'en'): Promise<LearningModuleSummary[]> {
  const rows = await repository.listModuleSummaries(deps.db);
  const translate = (summary: LearningModuleSummary) => deps.lessons?.summary(summary, locale) ?? summary;
  if (query.coinId === undefined) return rows.map(toModuleSummary).map(translate);
  const coin = await repository.findCoin(deps.db, query.coinId);
  if (!coin) return [];
  return rows
    .filter((row) => moduleMatchesCoin(row, coin))
    .map(toModuleSummary)
    .map(translate);
}

/** In the reader's language where the lesson is translated; otherwise English, flagged `inEnglish` for a non-English reader. */
export async function getModule(deps: LearningDeps, moduleId: number, locale = 'en'): Promise<LearningModule> {
  const row = await repository.findModule(deps.db, moduleId);
  if (!row) throw notFound('Module not found');
  const module = toModule(row);
  return deps.lessons?.module(module, locale) ?? module;
}

/** The questions without their answers: correctAnswer and explanation come only with a graded result. */
export async function listQuestions(deps: LearningDeps, moduleId: number, locale = 'en'): Promise<QuizQuestion[]> {
  if (!(await repository.moduleExists(deps.db, moduleId))) throw notFound('Module not found');
  const rows = await repository.listQuestions(deps.db, moduleId);
  return rows.map((row) => deps.lessons?.question(row, locale) ?? row).map((row) => ({ id: row.id, question: row.question, options: row.options }));
}
