import { useMutation } from '@tanstack/react-query';
import type { QuizResult, QuizSubmission } from '@shared/contracts/learning';
import { useI18n } from '@/i18n/provider';
import { toast } from '@/lib/toast-store';
import { createProgress } from '../api/create-progress';
import { submitQuiz } from '../api/submit-quiz';
import { updateProgress } from '../api/update-progress';
import { useInvalidateLearning } from './use-invalidate-learning';

type ProgressOutcome = 'updated' | 'unchanged' | 'failed';

/**
 * Submits the answers for grading. A pass completes a started module on the server. If the module's
 * record was missing (its creation failed), it is created now and the PATCH asks the server to complete
 * it from the passing attempt; the server keeps the real score.
 */
async function submitAndRecord(moduleId: number, submission: QuizSubmission): Promise<{ result: QuizResult; outcome: ProgressOutcome }> {
  const result = await submitQuiz(moduleId, submission);
  if (result.completedNow) return { result, outcome: 'updated' };
  if (!result.passed || result.progress?.completed) return { result, outcome: 'unchanged' };
  try {
    const record = result.progress ?? (await createProgress({ moduleId, completed: false }));
    const progress = await updateProgress(record.id, { completed: true, completedAt: new Date().toISOString(), score: result.score });
    return { result: { ...result, progress }, outcome: 'updated' };
  } catch {
    return { result, outcome: 'failed' };
  }
}

export function useSubmitQuiz(moduleId: number) {
  const invalidate = useInvalidateLearning();
  const { i18n } = useI18n();
  const updateFailedToast = () =>
    toast({
      title: i18n._({ id: 'common.error', message: 'Error' }),
      description: i18n._({ id: 'learning.toast.updateFailed', message: 'Failed to update your progress. Please try again.' }),
      variant: 'destructive',
    });
  return useMutation({
    mutationFn: (submission: QuizSubmission) => submitAndRecord(moduleId, submission),
    onSuccess: async ({ outcome }) => {
      if (outcome === 'updated')
        toast({
          title: i18n._({ id: 'learning.toast.updatedTitle', message: 'Progress updated' }),
          description: i18n._({ id: 'learning.toast.updatedDescription', message: 'Your learning progress has been updated.' }),
        });
      if (outcome === 'failed') updateFailedToast();
      await invalidate();
    },
    onError: updateFailedToast,
  });
}
