/**
 * Submitting a quiz against the real server: a pass completes the module (also one whose progress record was
 * never created), a fail changes nothing, and the learner is told which happened.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuizResult } from '@shared/contracts/learning';
import { getShownToasts, resetToasts } from '@/lib/toast-store';
import { renderWithApp } from '../../../test/render-with-app';
import { realServerForThisFile, registerUser } from '../../../test/real-server';
import type { TestUser } from '../../../../server/test/test-app';
import { api, drawQuiz } from '../../../../server/modules/learning/learning-test-helpers';
import { useSubmitQuiz } from './use-submit-quiz';

const realServer = realServerForThisFile();
afterEach(() => resetToasts());

/** Renders the hook in the app's providers and submits once, as the quiz form does. */
async function submitThroughTheApp(user: TestUser, moduleId: number, correct: 'all' | 'none') {
  const quiz = await drawQuiz(realServer(), user, moduleId);
  const answers = quiz.answersScoring(correct === 'all' ? quiz.key.length : 0);
  realServer().signIn(user);
  let submit: ((answers: Record<string, number>) => Promise<{ result: QuizResult }>) | undefined;
  function Quiz() {
    const mutation = useSubmitQuiz(moduleId);
    submit = (given) => mutation.mutateAsync({ attemptId: quiz.attemptId, answers: given });
    return null;
  }
  renderWithApp(<Quiz />);
  await waitFor(() => expect(submit).toBeDefined());
  return submit!(answers);
}

async function progressOf(user: TestUser, moduleId: number) {
  const response = await api(realServer()).get(`/api/learning/progress?moduleId=${moduleId}`, user);
  return (response.json() as Array<{ moduleId: number; completed: boolean; score: number | null }>).find((row) => row.moduleId === moduleId);
}

const toastTitles = () => getShownToasts().map((shown) => shown.title);

describe('submitting a quiz', () => {
  it('completes a started module on a pass and says so', async () => {
    const user = await registerUser(realServer().app);
    await api(realServer()).start(user, 1);
    const { result } = await submitThroughTheApp(user, 1, 'all');
    expect(result.passed).toBe(true);
    expect(await progressOf(user, 1)).toMatchObject({ completed: true, score: 100 });
    await waitFor(() => expect(toastTitles()).toContain('Progress updated'));
  });

  it('creates and completes the record of a module that was never started, keeping the real score', async () => {
    const user = await registerUser(realServer().app);
    expect(await progressOf(user, 2)).toBeUndefined();
    const { result } = await submitThroughTheApp(user, 2, 'all');
    expect(result.passed).toBe(true);
    expect(await progressOf(user, 2)).toMatchObject({ completed: true, score: 100 });
    await waitFor(() => expect(toastTitles()).toContain('Progress updated'));
  });

  it('changes nothing on a fail, and shows no progress toast', async () => {
    const user = await registerUser(realServer().app);
    await api(realServer()).start(user, 3);
    const { result } = await submitThroughTheApp(user, 3, 'none');
    expect(result.passed).toBe(false);
    expect(await progressOf(user, 3)).toMatchObject({ completed: false });
    expect(toastTitles()).not.toContain('Progress updated');
    expect(toastTitles()).not.toContain('Error');
  });
});
