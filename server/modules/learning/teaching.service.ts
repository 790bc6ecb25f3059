/**
 * What a learner may teach back to a partner (docs/decisions/029-teach-back-cards.md): only modules they
 * completed, with questions from those modules' quiz pools. The chat's teach-back cards ask here; the
 * pool's answers leave this module only for the card the server grades, never in a list.
 */
import type { TeachBackSources } from '../../../shared/contracts/teach-back';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import * as modulesRepository from './modules.repository';
import * as progressRepository from './progress.repository';

export const NOT_COMPLETED_MESSAGE = 'You can only teach back from a module you have completed.';

/** The modules the user completed (curriculum order) with their pool questions, without answers. */
export async function listTeachableModules(db: Executor, userId: number): Promise<TeachBackSources> {
  const completed = await progressRepository.completedModuleIds(db, userId);
  if (completed.size === 0) return [];
  const modules = (await modulesRepository.listModuleSummaries(db)).filter((module) => completed.has(module.id));
  const questions = await modulesRepository.listQuestionsOfModules(
    db,
    modules.map((module) => module.id),
  );
  return modules.map((module) => ({
    moduleId: module.id,
    title: module.title,
    questions: questions.filter((question) => question.moduleId === module.id).map((question) => ({ id: question.id, question: question.question, options: question.options })),
  }));
}

/** The module's title when the user completed it; 404 for an unknown module, 403 when not completed. */
export async function requireCompletedModule(db: Executor, userId: number, moduleId: number): Promise<{ title: string }> {
  const module = await modulesRepository.findModule(db, moduleId);
  if (!module) throw notFound('Module not found');
  const progress = await progressRepository.findProgress(db, userId, moduleId);
  if (!progress?.completed) throw forbidden(NOT_COMPLETED_MESSAGE);
  return { title: module.title };
}

export interface TeachableQuestion {
  moduleTitle: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

/** A question of a module the user completed, with its answer, for the card the server grades. */
export async function findTeachableQuestion(db: Executor, userId: number, moduleId: number, questionId: number): Promise<TeachableQuestion> {
  const { title } = await requireCompletedModule(db, userId, moduleId);
  const question = (await modulesRepository.listQuestions(db, moduleId)).find((entry) => entry.id === questionId);
  if (!question) throw notFound('That question is not in this module.');
  return { moduleTitle: title, question: question.question, options: question.options, correctAnswer: question.correctAnswer, explanation: question.explanation };
}
