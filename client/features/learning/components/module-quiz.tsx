import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { getQuizQuestionsQueryOptions } from '../api/get-quiz-questions';
import { QuizForm } from './quiz-form';

/** Spec "Quiz 'Knowledge Check'": loading, error and empty states around the form. */
export function ModuleQuiz({ moduleId }: { moduleId: number }) {
  const questions = useQuery(getQuizQuestionsQueryOptions(moduleId, true));
  if (questions.isPending) return <Spinner label="Loading quiz" />;
  if (questions.isError) {
    return <ErrorState title="Error loading quiz" description="There was a problem loading the quiz questions. Please try again later." />;
  }
  if (questions.data.length === 0) {
    return (
      <EmptyState
        icon={<ListChecks className="size-8 text-secondary" aria-hidden="true" />}
        title="No quiz available"
        description="This module doesn't have a quiz yet."
      />
    );
  }
  return <QuizForm moduleId={moduleId} questions={questions.data} />;
}
