import { CheckCircle2, Lightbulb, XCircle } from 'lucide-react';
import type { QuizQuestion, QuizQuestionResult } from '@shared/contracts/learning';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ExplainAnotherWay, MisconceptionNote } from './teaching-notes';
import { useI18n } from '@/i18n/provider';

interface QuizQuestionCardProps {
  number: number;
  question: QuizQuestion;
  chosen: number | undefined;
  /** The server's grading, after submit: a wrong choice turns red; the right option shows green only on a pass. */
  graded: QuizQuestionResult | undefined;
  isLocked: boolean;
  onChoose: (option: number) => void;
}

function optionClass(index: number, chosen: number | undefined, graded: QuizQuestionResult | undefined): string {
  if (graded && index === graded.correctAnswer) return 'border-success bg-green-50 text-green-900';
  if (graded && index === graded.chosen) return graded.isCorrect ? 'border-success bg-green-50 text-green-900' : 'border-destructive bg-red-50 text-red-900';
  if (chosen === index) return 'border-primary bg-coral-soft';
  return 'border-border bg-card hover:bg-muted';
}

export function QuizQuestionCard({ number, question, chosen, graded, isLocked, onChoose }: QuizQuestionCardProps) {
  const name = `question-${question.id}`;
  const { i18n } = useI18n();
  return (
    <Card className="p-5" data-testid="quiz-question">
      <fieldset>
        <legend className="font-semibold leading-snug">
          <span className="me-1 text-primary">{number}.</span> {question.question}
        </legend>
        <div className="mt-3 grid gap-2">
          {question.options.map((option, index) => (
            <label
              key={index}
              className={cn('flex items-start gap-3 rounded-xl border p-3 text-sm transition-colors', isLocked ? 'cursor-default' : 'cursor-pointer', optionClass(index, chosen, graded))}
            >
              <input type="radio" name={name} value={index} checked={chosen === index} disabled={isLocked} onChange={() => onChoose(index)} className="mt-0.5 size-4 shrink-0 accent-primary" />
              <span className="flex-1">{option}</span>
              {graded && (index === graded.correctAnswer || (index === graded.chosen && graded.isCorrect)) ? (
                <CheckCircle2
                  className="size-5 shrink-0 text-success"
                  aria-label={
                    index === graded.chosen
                      ? i18n._({ id: 'learning.quiz.yourAnswerCorrect', message: 'Your answer, correct' })
                      : i18n._({ id: 'learning.quiz.correctAnswer', message: 'Correct answer' })
                  }
                  role="img"
                />
              ) : graded && index === graded.chosen ? (
                <XCircle className="size-5 shrink-0 text-destructive" aria-label={i18n._({ id: 'learning.quiz.yourAnswerIncorrect', message: 'Your answer, incorrect' })} role="img" />
              ) : null}
            </label>
          ))}
        </div>
        {graded && !graded.isCorrect && graded.correctAnswer === null ? (
          <p className="mt-3 text-sm font-semibold text-destructive" data-testid="quiz-wrong">
            {i18n._({ id: 'learning.quiz.notQuiteWhy', message: 'Not quite. Why:' })}
          </p>
        ) : null}
        {graded?.misconception ? <MisconceptionNote misconception={graded.misconception} /> : null}
        {graded?.explanation ? (
          <p className="mt-3 flex gap-2 rounded-xl bg-accent-soft p-3 text-sm">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
            <span>{graded.explanation}</span>
          </p>
        ) : null}
        {graded?.explanationAlt ? <ExplainAnotherWay text={graded.explanationAlt} inEnglish={graded.explanationAltInEnglish} /> : null}
      </fieldset>
    </Card>
  );
}
