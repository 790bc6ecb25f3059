import { ListChecks } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { useQuizAttempt } from '../hooks/use-quiz-attempt';
import { QuizForm } from './quiz-form';

/** docs/product.md section 2 ("Quiz 'Knowledge Check'"): loading, error and empty states around the drawn attempt. */
export function ModuleQuiz({ moduleId }: { moduleId: number }) {
  const { draw, redraw } = useQuizAttempt(moduleId);
  if (draw.isError) {
    return <ErrorState title="Error loading quiz" description="There was a problem loading the quiz questions. Please try again later." />;
  }
  if (!draw.data) return <Spinner label="Loading quiz" />;
  if (draw.data.questions.length === 0) {
    return <EmptyState icon={<ListChecks className="size-8 text-secondary" aria-hidden="true" />} title="No quiz available" description="This module doesn't have a quiz yet." />;
  }
  return <QuizForm key={draw.data.attemptId} moduleId={moduleId} draw={draw.data} isRedrawing={draw.isPending} onTryAgain={redraw} />;
}
