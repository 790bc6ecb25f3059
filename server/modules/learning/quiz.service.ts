import type { QuizDraw, QuizResult, QuizSubmission } from '../../../shared/contracts/learning';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { settleTaughtItems, type StuckCredit } from '../gamification/points.service';
import { completeModule } from './completion';
import type { LearningDeps } from './learning-deps';
import { toProgress } from './learning.mapper';
import { recordQuizOutcome } from './missed-questions.service';
import * as modulesRepository from './modules.repository';
import * as progressRepository from './progress.repository';
import { drawQuiz } from './quiz-draw';
import * as drawsRepository from './quiz-draws.repository';
import { asShown, gradeQuiz } from './quiz-grading';

/**
 * Starts an attempt: draws questions from the module's pool, preferring those the learner's previous
 * draw did not show, with each question's options shuffled, and remembers the draw for grading
 * (docs/decisions/019-fair-quizzes.md).
 */
export async function startAttempt(deps: LearningDeps, userId: number, moduleId: number, locale = 'en'): Promise<QuizDraw> {
  if (!(await modulesRepository.moduleExists(deps.db, moduleId))) throw notFound('Module not found');
  const pool = (await modulesRepository.listQuestions(deps.db, moduleId)).map((question) => deps.lessons?.question(question, locale) ?? question);
  if (pool.length === 0) return { attemptId: 0, questions: [] };
  const previous = await drawsRepository.latestDraw(deps.db, userId, moduleId);
  const draw = drawQuiz(
    pool.map((question) => ({ id: question.id, optionCount: question.options.length })),
    new Set(previous?.questionIds ?? []),
  );
  const row = await drawsRepository.insertDraw(deps.db, { userId, moduleId, ...draw });
  const byId = new Map(pool.map((question) => [question.id, question]));
  return {
    attemptId: row.id,
    questions: draw.questionIds.map((questionId, index) => {
      const shown = asShown(byId.get(questionId)!, draw.optionOrders[index]!);
      return { id: shown.id, question: shown.question, options: shown.options };
    }),
  };
}

/**
 * Grades a submission against its draw on the server, records the attempt and, on a pass, completes the
 * module if the learner started it (docs/product.md section 4: completion does not fire without a record), all in
 * one transaction. Each draw is graded once.
 */
export async function submitQuiz(deps: LearningDeps, userId: number, moduleId: number, submission: QuizSubmission, locale = 'en'): Promise<QuizResult> {
  if (!(await modulesRepository.moduleExists(deps.db, moduleId))) throw notFound('Module not found');
  const draw = await drawsRepository.findDraw(deps.db, userId, moduleId, submission.attemptId);
  if (!draw) throw notFound('Quiz attempt not found. Start the quiz again.');
  if (draw.submittedAt) throw conflict('This attempt was already submitted. Start a new attempt to try again.');
  // Translated by position, options in the English order: the draw's option orders and the grading hold in every language.
  const pool = new Map((await modulesRepository.listQuestions(deps.db, moduleId)).map((question) => [question.id, deps.lessons?.question(question, locale) ?? question]));
  const shown = draw.questionIds.map((questionId, index) => {
    const question = pool.get(questionId);
    if (!question || question.options.length !== draw.optionOrders[index]!.length) {
      throw badRequest('This quiz changed since the attempt started. Start the quiz again.');
    }
    return asShown(question, draw.optionOrders[index]!);
  });
  const grade = gradeQuiz(shown, submission.answers);
  const now = deps.now?.() ?? new Date();

  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await drawsRepository.markSubmitted(tx, draw.id))) return null;
    // A partner whose teach-back card asked one of these questions earns credit when it is answered right a
    // week or more later, never when it is answered wrong (docs/decisions/061-teaching-that-sticks.md).
    const recalls = grade.results.map((result) => ({ itemId: result.questionId, isRecalled: result.isCorrect }));
    const stuck: StuckCredit[] = await settleTaughtItems(tx, userId, 'quiz_question', recalls, now);
    await progressRepository.insertAttempt(tx, { userId, moduleId, score: grade.score, answers: submission.answers });
    // Wrong answers come back in the learner's missed-questions deck until answered right (docs/decisions/063).
    await recordQuizOutcome(
      tx,
      userId,
      grade.results.map((result, index) => ({ questionId: result.questionId, isCorrect: result.isCorrect, optionCount: shown[index]!.options.length })),
      now,
    );
    const record = await progressRepository.findProgress(tx, userId, moduleId);
    if (!record) return { completedNow: false, progress: undefined, stuck };
    const isNew = grade.passed ? await completeModule(tx, userId, moduleId, grade.score) : false;
    if (!grade.passed) await progressRepository.touchProgress(tx, userId, moduleId);
    return { completedNow: isNew, progress: await progressRepository.findProgress(tx, userId, moduleId), stuck };
  });
  if (!outcome) throw conflict('This attempt was already submitted. Start a new attempt to try again.');
  const { progress, completedNow, stuck } = outcome;
  // Every graded attempt is learning done today (the pair streak and its milestones react).
  await deps.domainEvents.publish('module.progressed', { userId, moduleId });
  if (completedNow) await deps.domainEvents.publish('module.completed', { userId, moduleId });
  for (const credit of stuck) await deps.domainEvents.publish('teaching.stuck', credit);
  return { moduleId, ...grade, progress: progress ? toProgress(progress) : null, completedNow };
}
