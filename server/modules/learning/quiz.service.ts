import type { QuizResult, QuizSubmission } from '../../../shared/contracts/learning';
import { conflict, notFound } from '../../lib/app-error';
import { completeModule } from './completion';
import type { LearningDeps } from './learning-deps';
import { toProgress } from './learning.mapper';
import * as modulesRepository from './modules.repository';
import * as progressRepository from './progress.repository';
import { gradeQuiz } from './quiz-grading';

/**
 * Grades a submission on the server, records the attempt and, on a pass, completes the module if the
 * learner started it (spec section 4: completion does not fire without a record), all in one transaction.
 */
export async function submitQuiz(deps: LearningDeps, userId: number, moduleId: number, submission: QuizSubmission): Promise<QuizResult> {
  if (!(await modulesRepository.moduleExists(deps.db, moduleId))) throw notFound('Module not found');
  const questions = await modulesRepository.listQuestions(deps.db, moduleId);
  if (questions.length === 0) throw conflict("This module doesn't have a quiz yet.");
  const grade = gradeQuiz(questions, submission.answers);

  const { completedNow, progress } = await deps.db.transaction(async (tx) => {
    await progressRepository.insertAttempt(tx, { userId, moduleId, score: grade.score, answers: submission.answers });
    const record = await progressRepository.findProgress(tx, userId, moduleId);
    if (!record) return { completedNow: false, progress: undefined };
    const isNew = grade.passed ? await completeModule(tx, userId, moduleId, grade.score) : false;
    if (!grade.passed) await progressRepository.touchProgress(tx, userId, moduleId);
    return { completedNow: isNew, progress: await progressRepository.findProgress(tx, userId, moduleId) };
  });
  if (completedNow) await deps.events.publish('module.completed', { userId, moduleId });
  return { moduleId, ...grade, progress: progress ? toProgress(progress) : null, completedNow };
}
