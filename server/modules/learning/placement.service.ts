/**
 * Test out of a step (docs/decisions/066-test-out-of-a-step.md): a placement check draws PLACEMENT_SIZE
 * questions from the module's quiz pool with the quiz's fairness rules (docs/decisions/019-fair-quizzes.md),
 * keeps the draw, and grades one submission against it. A pass marks the module complete with
 * completed_via = 'placement' and awards nothing: no points, no journey reward, no module.completed or
 * module.progressed event (achievements and streaks react to those). A fail reveals which answers were wrong,
 * never the right options, and the next check opens PLACEMENT_COOLDOWN_MINUTES later.
 */
import { PLACEMENT_COOLDOWN_MINUTES, PLACEMENT_PASS_MARK, PLACEMENT_SIZE, type PlacementCheck, type PlacementResult, type PlacementSubmission } from '../../../shared/contracts/placement';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { LearningDeps } from './learning-deps';
import * as modulesRepository from './modules.repository';
import * as placementRepository from './placement.repository';
import * as progressRepository from './progress.repository';
import { drawQuiz } from './quiz-draw';
import { asShown, gradeQuiz } from './quiz-grading';

const COOLDOWN_MS = PLACEMENT_COOLDOWN_MINUTES * 60_000;

async function poolOf(deps: LearningDeps, moduleId: number, locale: string) {
  return (await modulesRepository.listQuestions(deps.db, moduleId)).map((question) => deps.lessons?.question(question, locale) ?? question);
}

function shownQuestions(pool: Awaited<ReturnType<typeof poolOf>>, questionIds: number[], optionOrders: number[][]) {
  const byId = new Map(pool.map((question) => [question.id, question]));
  return questionIds.map((questionId, index) => {
    const question = byId.get(questionId);
    if (!question || question.options.length !== optionOrders[index]!.length) throw badRequest('This module changed since the check started. Start it again.');
    return asShown(question, optionOrders[index]!);
  });
}

/** Starts a check, or returns the one already open; 409 when the module is complete or a failed check cools down. */
export async function startPlacement(deps: LearningDeps, userId: number, moduleId: number, locale = 'en'): Promise<PlacementCheck> {
  if (!(await modulesRepository.moduleExists(deps.db, moduleId))) throw notFound('Module not found');
  const progress = await progressRepository.findProgress(deps.db, userId, moduleId);
  if (progress?.completed) throw conflict('You have already completed this module.');
  const pool = await poolOf(deps, moduleId, locale);
  if (pool.length === 0) throw conflict('This module has no questions to test out with.');
  const now = deps.now?.() ?? new Date();

  const row = await deps.db.transaction(async (tx) => {
    // One open check per learner and module: concurrent starts queue on the learner's row.
    await progressRepository.lockUser(tx, userId);
    const latest = await placementRepository.latestCheck(tx, userId, moduleId);
    if (latest && !latest.submittedAt) return latest;
    if (latest && !latest.passed && latest.submittedAt && now.getTime() - latest.submittedAt.getTime() < COOLDOWN_MS) {
      const retryAt = new Date(latest.submittedAt.getTime() + COOLDOWN_MS);
      throw conflict(`You can test out of this module again after ${retryAt.toISOString()}, or take the lesson now.`);
    }
    const draw = drawQuiz(
      pool.map((question) => ({ id: question.id, optionCount: question.options.length })),
      new Set(latest?.questionIds ?? []),
      undefined,
      PLACEMENT_SIZE,
    );
    return placementRepository.insertCheck(tx, { userId, moduleId, ...draw });
  });
  const questions = shownQuestions(pool, row.questionIds, row.optionOrders);
  return {
    attemptId: row.id,
    moduleId,
    passMark: Math.min(PLACEMENT_PASS_MARK, questions.length),
    questions: questions.map((question) => ({ id: question.id, question: question.question, options: question.options })),
  };
}

/** Grades the learner's open check once; 404 for a check that is not theirs, 409 for one already graded. */
export async function submitPlacement(deps: LearningDeps, userId: number, moduleId: number, checkId: number, submission: PlacementSubmission, locale = 'en'): Promise<PlacementResult> {
  if (!(await modulesRepository.moduleExists(deps.db, moduleId))) throw notFound('Module not found');
  const check = await placementRepository.findCheck(deps.db, userId, moduleId, checkId);
  if (!check) throw notFound('Placement check not found. Start it again.');
  if (check.submittedAt) throw conflict('This check was already submitted. Start a new one to try again.');
  const shown = shownQuestions(await poolOf(deps, moduleId, locale), check.questionIds, check.optionOrders);
  const grade = gradeQuiz(shown, submission.answers);
  const passed = grade.correctCount >= Math.min(PLACEMENT_PASS_MARK, grade.total);
  const now = deps.now?.() ?? new Date();

  const graded = await deps.db.transaction(async (tx) => {
    if (!(await placementRepository.markGraded(tx, check.id, grade.correctCount, passed, now))) return false;
    if (passed) {
      await progressRepository.lockUser(tx, userId);
      await placementRepository.completeByPlacement(tx, userId, moduleId, grade.score, now);
    }
    return true;
  });
  if (!graded) throw conflict('This check was already submitted. Start a new one to try again.');
  return {
    moduleId,
    passed,
    correctCount: grade.correctCount,
    total: grade.total,
    results: grade.results.map((result) => ({ questionId: result.questionId, chosen: result.chosen, isCorrect: result.isCorrect })),
    retryAt: passed ? null : new Date(now.getTime() + COOLDOWN_MS).toISOString(),
  };
}
