import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearningProgress } from '@shared/contracts/learning';
import { newClientId } from '@/lib/client-id';
import { enqueueWrite, isNetworkFailure } from '@/lib/outbox';
import { useI18n } from '@/i18n/provider';
import { toast } from '@/lib/toast-store';
import { createProgress } from '../api/create-progress';
import { getProgressQueryOptions, PROGRESS_URL } from '../api/get-progress';
import { useInvalidateLearning } from './use-invalidate-learning';

/** Offline the start waits in the outbox (docs/decisions/058-offline-outbox.md); a repeated start returns the same record. */
async function keepForLater(moduleId: number): Promise<null> {
  await enqueueWrite({ kind: 'lessonStart', id: newClientId(), url: PROGRESS_URL, body: { moduleId, completed: false }, scope: moduleId });
  return null;
}

/** Starting a module creates its in-progress record, with docs/product.md section 8's toasts. */
export function useStartModule() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLearning();
  const { i18n } = useI18n();
  return useMutation({
    mutationFn: async (moduleId: number): Promise<LearningProgress | null> => {
      if (!navigator.onLine) return keepForLater(moduleId);
      try {
        return await createProgress({ moduleId, completed: false });
      } catch (error) {
        if (isNetworkFailure(error)) return keepForLater(moduleId);
        throw error;
      }
    },
    onSuccess: async (progress) => {
      if (!progress) {
        toast({
          title: i18n._({ id: 'learning.toast.keptTitle', message: 'Kept on this device' }),
          description: i18n._({ id: 'learning.toast.keptDescription', message: 'You are offline: your progress is saved when you are back online.' }),
        });
        return;
      }
      queryClient.setQueryData(getProgressQueryOptions(true).queryKey, (records: LearningProgress[] | undefined) =>
        records ? [...records.filter((record) => record.id !== progress.id), progress] : records,
      );
      toast({
        title: i18n._({ id: 'learning.toast.trackedTitle', message: 'Progress tracked' }),
        description: i18n._({ id: 'learning.toast.trackedDescription', message: 'Your learning progress has been saved.' }),
      });
      await invalidate();
    },
    onError: () => {
      toast({
        title: i18n._({ id: 'common.error', message: 'Error' }),
        description: i18n._({ id: 'learning.toast.saveFailed', message: 'Failed to save your progress. Please try again.' }),
        variant: 'destructive',
      });
    },
  });
}
