import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerMissedQuestionInput } from '@shared/contracts/missed-questions';
import { useI18n } from '@/i18n/provider';
import { toast } from '@/lib/toast-store';
import { answerMissedQuestion } from '../api/answer-missed-question';
import { getMissedQuestionsQueryOptions } from '../api/get-missed-questions';

/** Answers one missed question; the deck is read again when the learner moves on (or the answer was stale). */
export function useAnswerMissedQuestion() {
  const queryClient = useQueryClient();
  const { i18n } = useI18n();
  return useMutation({
    mutationFn: ({ questionId, input }: { questionId: number; input: AnswerMissedQuestionInput }) => answerMissedQuestion(questionId, input),
    onError: async (error) => {
      toast({
        title: i18n._({ id: 'common.error', message: 'Error' }),
        description: i18n._({ id: 'learning.toast.answerNotSaved', message: 'Your answer was not saved. The question is loaded again.' }),
        variant: 'destructive',
      });
      if (error.message.startsWith('409') || error.message.startsWith('404')) await queryClient.invalidateQueries({ queryKey: getMissedQuestionsQueryOptions(true).queryKey });
    },
  });
}
