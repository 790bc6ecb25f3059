import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearningProgress } from '@shared/contracts/learning';
import { toast } from '@/lib/toast-store';
import { createProgress } from '../api/create-progress';
import { getProgressQueryOptions } from '../api/get-progress';
import { useInvalidateLearning } from './use-invalidate-learning';

/** Starting a module creates its in-progress record, with docs/product.md section 8's toasts. */
export function useStartModule() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (moduleId: number) => createProgress({ moduleId, completed: false }),
    onSuccess: async (progress) => {
      queryClient.setQueryData(getProgressQueryOptions(true).queryKey, (records: LearningProgress[] | undefined) =>
        records ? [...records.filter((record) => record.id !== progress.id), progress] : records,
      );
      toast({ title: 'Progress tracked', description: 'Your learning progress has been saved.' });
      await invalidate();
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to save your progress. Please try again.', variant: 'destructive' });
    },
  });
}
