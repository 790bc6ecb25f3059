import { ListChecks } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { useQuizAttempt } from '../hooks/use-quiz-attempt';
import { QuizForm } from './quiz-form';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 2 ("Quiz 'Knowledge Check'"): loading, error and empty states around the drawn attempt. */
export function ModuleQuiz({ moduleId }: { moduleId: number }) {
  const { draw, redraw } = useQuizAttempt(moduleId);
  const { i18n } = useI18n();
  if (draw.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'learning.quiz.errorTitle', message: 'Error loading quiz' })}
        description={i18n._({ id: 'learning.quiz.errorDescription', message: 'There was a problem loading the quiz questions. Please try again later.' })}
      />
    );
  }
  if (!draw.data) return <Spinner label={i18n._({ id: 'learning.quiz.loading', message: 'Loading quiz' })} />;
  if (draw.data.questions.length === 0) {
    return (
      <EmptyState
        icon={<ListChecks className="size-8 text-secondary" aria-hidden="true" />}
        title={i18n._({ id: 'learning.quiz.emptyTitle', message: 'No quiz available' })}
        description={i18n._({ id: 'learning.quiz.emptyDescription', message: "This module doesn't have a quiz yet." })}
      />
    );
  }
  return <QuizForm key={draw.data.attemptId} moduleId={moduleId} draw={draw.data} isRedrawing={draw.isPending} onTryAgain={redraw} />;
}
