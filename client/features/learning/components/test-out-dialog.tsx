import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { PlacementResult } from '@shared/contracts/placement';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { startPlacement, submitPlacement } from '../api/placement';
import { useInvalidateLearning } from '../hooks/use-invalidate-learning';
import type { I18n } from '@lingui/core';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';

const errorText = (error: unknown, i18n: I18n) => (error instanceof HttpError && error.serverMessage) || i18n._({ id: 'learning.testOut.error', message: 'Something went wrong. Please try again.' });

/**
 * Test out of a step (docs/decisions/066-test-out-of-a-step.md): 6 questions from the module's quiz pool,
 * answered in one go. 5 of 6 marks the module complete with no points; a fail shows which answers were
 * wrong (never the right ones) and offers the lesson.
 */
export function TestOutDialog({ moduleId, title, onClose }: { moduleId: number; title: string; onClose: () => void }) {
  const invalidate = useInvalidateLearning();
  const { i18n } = useI18n();
  const format = useFormat();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const start = useMutation({ mutationFn: () => startPlacement(moduleId) });
  const submit = useMutation({
    mutationFn: (attemptId: number) => submitPlacement(moduleId, attemptId, { answers }),
    onSuccess: async (result) => {
      if (result.passed) await invalidate();
    },
  });

  const check = start.data;
  const result: PlacementResult | undefined = submit.data;
  const allAnswered = check !== undefined && check.questions.every((question) => answers[String(question.id)] !== undefined);
  // Mounted when the learner asks to test out; a repeated start returns the same open check.
  const { mutate: begin } = start;
  useEffect(() => begin(), [begin]);

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" data-testid="test-out-dialog">
        <DialogTitle>{i18n._({ id: 'learning.testOut.buttonLabel', message: 'Test out of {title}', values: { title } })}</DialogTitle>
        <DialogDescription>{i18n._({ id: 'learning.testOut.description', message: 'Answer 6 questions. 5 right marks this step complete, without the points the lesson gives.' })}</DialogDescription>
        {start.isPending ? <p role="status">{i18n._({ id: 'learning.testOut.loading', message: 'Loading questions…' })}</p> : null}
        {start.isError ? (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {errorText(start.error, i18n)}
          </p>
        ) : null}
        {result ? (
          <div role="status" data-testid="test-out-result" className="grid gap-2">
            <p className="font-bold">
              {result.passed
                ? i18n._({ id: 'learning.testOut.passed', message: 'You tested out of {title}: marked complete, no points.', values: { title } })
                : i18n._({ id: 'learning.testOut.failed', message: '{correct} of {total}: not this time.', values: { correct: result.correctCount, total: result.total } })}
            </p>
            {result.passed ? null : (
              <p className="text-sm text-muted-foreground">
                {result.retryAt
                  ? i18n._({ id: 'learning.testOut.retryAfter', message: 'Try again later (after {time}), or take the lesson.', values: { time: format.time(result.retryAt) } })
                  : i18n._({ id: 'learning.testOut.retry', message: 'Try again later, or take the lesson.' })}
              </p>
            )}
          </div>
        ) : null}
        {check && !result?.passed ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (allAnswered && !result) submit.mutate(check.attemptId);
            }}
          >
            {check.questions.map((question, number) => {
              const graded = result?.results.find((entry) => entry.questionId === question.id);
              return (
                <fieldset key={question.id} data-testid="test-out-question" className="min-w-0">
                  <legend className="font-semibold leading-snug">
                    <span className="me-1 text-primary">{number + 1}.</span> {question.question}
                  </legend>
                  <div className="mt-2 grid gap-2">
                    {question.options.map((option, index) => (
                      <label
                        key={index}
                        className={cn(
                          'flex min-h-11 items-start gap-3 rounded-xl border p-3 text-sm',
                          graded && graded.chosen === index ? (graded.isCorrect ? 'border-success bg-green-50 text-green-900' : 'border-destructive bg-red-50 text-red-900') : 'border-border bg-card',
                          answers[String(question.id)] === index && !graded && 'border-primary bg-coral-soft',
                        )}
                      >
                        <input
                          type="radio"
                          name={`placement-${question.id}`}
                          value={index}
                          checked={answers[String(question.id)] === index}
                          disabled={result !== undefined}
                          onChange={() => setAnswers((current) => ({ ...current, [String(question.id)]: index }))}
                          className="mt-0.5 size-4 shrink-0 accent-primary"
                        />
                        <span className="min-w-0 flex-1 wrap-anywhere">{option}</span>
                        {graded && graded.chosen === index ? (
                          graded.isCorrect ? (
                            <CheckCircle2 className="size-5 shrink-0 text-success" aria-label={i18n._({ id: 'learning.quiz.yourAnswerCorrect', message: 'Your answer, correct' })} role="img" />
                          ) : (
                            <XCircle className="size-5 shrink-0 text-destructive" aria-label={i18n._({ id: 'learning.quiz.yourAnswerIncorrect', message: 'Your answer, incorrect' })} role="img" />
                          )
                        ) : null}
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            })}
            {submit.isError ? (
              <p role="alert" className="text-sm font-semibold text-destructive">
                {errorText(submit.error, i18n)}
              </p>
            ) : null}
            {result ? null : (
              <Button type="submit" className="min-h-11" disabled={!allAnswered || submit.isPending}>
                {submit.isPending ? i18n._({ id: 'learning.testOut.checking', message: 'Checking…' }) : i18n._({ id: 'learning.testOut.submit', message: 'Submit' })}
              </Button>
            )}
          </form>
        ) : null}
        <DialogFooter>
          {result && !result.passed ? (
            <Button asChild className="min-h-11">
              <Link href={paths.learningModule(moduleId)}>{i18n._({ id: 'learning.testOut.openLesson', message: 'Open the lesson' })}</Link>
            </Button>
          ) : null}
          <Button variant="outline" className="min-h-11" onClick={onClose}>
            {result ? i18n._({ id: 'learning.testOut.done', message: 'Done' }) : i18n._({ id: 'learning.testOut.cancel', message: 'Cancel' })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
