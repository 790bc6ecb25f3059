import { useEffect, useRef, useState } from 'react';
import type { QuizDraw, QuizResult } from '@shared/contracts/learning';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useOnlineOnly } from '@/components/online-only';
import { useSubmitQuiz } from '../hooks/use-submit-quiz';
import { QuizQuestionCard } from './quiz-question-card';
import { QuizResultCard } from './quiz-result-card';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';
import { QUIZ_PASS_MARK } from '@shared/constants/learning';

interface QuizFormProps {
  moduleId: number;
  draw: QuizDraw;
  isRedrawing: boolean;
  /** Draws a new attempt: different questions, options in a new order. */
  onTryAgain: () => void;
}

/**
 * docs/product.md section 4: unanswered, all answered, then submitted (locked, showing the server's grading).
 * 'Try Again' draws a new attempt, which remounts this form with cleared answers.
 */
export function QuizForm({ moduleId, draw, isRedrawing, onTryAgain: redraw }: QuizFormProps) {
  const { questions } = draw;
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const submit = useSubmitQuiz(moduleId);
  const onlineOnly = useOnlineOnly('justify-center');
  const resultRef = useRef<HTMLDivElement>(null);
  const { i18n } = useI18n();
  const format = useFormat();
  const answered = questions.filter((question) => answers[question.id] !== undefined).length;
  const isComplete = answered === questions.length;
  const resultsByQuestion = new Map(result?.results.map((item) => [item.questionId, item]));

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const onSubmit = () => {
    if (!isComplete || submit.isPending || onlineOnly.offline) return;
    submit.mutate({ attemptId: draw.attemptId, answers }, { onSuccess: ({ result: graded }) => setResult(graded) });
  };
  const onTryAgain = () => {
    redraw();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="grid max-w-2xl gap-4">
      <Card className="p-5">
        <h2 className="text-xl font-bold">{i18n._({ id: 'learning.quiz.title', message: 'Knowledge Check' })}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {i18n._({ id: 'learning.quiz.intro', message: 'Answer every question, then submit to see how you did. You pass at {passMark}.', values: { passMark: format.percent(QUIZ_PASS_MARK / 100) } })}
        </p>
        <div className="mt-4 flex items-center justify-between text-sm font-semibold" aria-live="polite">
          <span>{i18n._({ id: 'learning.quiz.answered', message: '{answered}/{total} questions answered', values: { answered, total: questions.length } })}</span>
        </div>
        <Progress className="mt-2" value={(answered / questions.length) * 100} label={i18n._({ id: 'learning.quiz.answeredLabel', message: 'Questions answered' })} indicatorClassName="bg-secondary" />
      </Card>

      {result ? (
        <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
          <QuizResultCard result={result} onTryAgain={onTryAgain} isRedrawing={isRedrawing} />
        </div>
      ) : null}

      <ol className="grid gap-4">
        {questions.map((question, index) => (
          <li key={question.id}>
            <QuizQuestionCard
              number={index + 1}
              question={question}
              chosen={answers[question.id]}
              graded={resultsByQuestion.get(question.id)}
              isLocked={result !== null || submit.isPending}
              onChoose={(option) => setAnswers((current) => ({ ...current, [question.id]: option }))}
            />
          </li>
        ))}
      </ol>

      {result ? null : (
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <Button size="lg" onClick={onSubmit} disabled={!isComplete || submit.isPending} {...onlineOnly.controlProps}>
            {submit.isPending ? i18n._({ id: 'learning.quiz.submitting', message: 'Submitting...' }) : i18n._({ id: 'learning.quiz.submit', message: 'Submit Answers' })}
          </Button>
          {isComplete ? null : <p className="text-center text-sm text-muted-foreground">{i18n._({ id: 'learning.quiz.answerAll', message: 'Answer all questions to submit' })}</p>}
          {onlineOnly.reason}
        </div>
      )}
    </div>
  );
}
