import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, History, Lightbulb, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { MissedQuestion, MissedQuestionAnswer } from '@shared/contracts/missed-questions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { getMissedQuestionsQueryOptions } from '../api/get-missed-questions';
import { useAnswerMissedQuestion } from '../hooks/use-answer-missed-question';
import { ExplainAnotherWay, MisconceptionNote } from './teaching-notes';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';

/**
 * The missed-questions deck on the Learning home (docs/decisions/063-wrong-answers-that-teach.md): quiz
 * questions the learner answered wrong, one at a time, until each is answered right. Hidden while the deck is empty.
 */
export function MissedQuestionsCard() {
  const deck = useQuery(getMissedQuestionsQueryOptions(true));
  const { i18n } = useI18n();
  const format = useFormat();
  if (!deck.data || deck.data.openCount === 0) return null;
  const { due, dueCount, openCount, nextDueAt } = deck.data;
  const current = due[0];
  return (
    <Card className="p-5" data-testid="missed-questions">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-coral-soft text-primary">
          <History className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold">{i18n._({ id: 'learning.missed.title', message: 'Missed questions' })}</h2>
          <p className="text-sm text-muted-foreground">
            {dueCount > 0
              ? openCount > dueCount
                ? i18n._({
                    id: 'learning.missed.dueAndLater',
                    message: '{due} to try again now, {later} later. Each one comes back until you answer it right.',
                    values: { due: dueCount, later: openCount - dueCount },
                  })
                : i18n._({ id: 'learning.missed.due', message: '{due} to try again now. Each one comes back until you answer it right.', values: { due: dueCount } })
              : nextDueAt
                ? i18n._({ id: 'learning.missed.nextAt', message: 'Nothing to try again now. The next one comes back {when}.', values: { when: format.relativeTime(nextDueAt) } })
                : i18n._({ id: 'learning.missed.nextLater', message: 'Nothing to try again now. The next one comes back later.' })}
          </p>
        </div>
      </div>
      {current ? <MissedQuestionReview key={`${current.questionId}:${current.round}`} question={current} /> : null}
    </Card>
  );
}

function MissedQuestionReview({ question }: { question: MissedQuestion }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [answer, setAnswer] = useState<MissedQuestionAnswer | null>(null);
  const submit = useAnswerMissedQuestion();
  const queryClient = useQueryClient();
  const name = useId();
  const { i18n } = useI18n();
  const onCheck = () => {
    if (chosen === null || submit.isPending) return;
    submit.mutate({ questionId: question.questionId, input: { chosen, round: question.round } }, { onSuccess: setAnswer });
  };
  const onNext = () => queryClient.invalidateQueries({ queryKey: getMissedQuestionsQueryOptions(true).queryKey });

  return (
    <fieldset className="mt-4" data-testid="missed-question">
      <legend className="font-semibold leading-snug break-words">
        <span className="block text-xs font-semibold text-secondary">{i18n._({ id: 'learning.missed.from', message: 'From {title}', values: { title: question.moduleTitle } })}</span>
        {question.question}
      </legend>
      <div className="mt-3 grid gap-2">
        {question.options.map((option, index) => (
          <label
            key={index}
            className={cn(
              'flex items-start gap-3 rounded-xl border p-3 text-sm break-words transition-colors',
              answer ? 'cursor-default' : 'cursor-pointer hover:bg-muted',
              answer && index === answer.correctAnswer
                ? 'border-success bg-green-50 text-green-900'
                : answer && index === chosen && !answer.isCorrect
                  ? 'border-destructive bg-red-50 text-red-900'
                  : chosen === index
                    ? 'border-primary bg-coral-soft'
                    : 'border-border bg-card',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={chosen === index}
              disabled={answer !== null || submit.isPending}
              onChange={() => setChosen(index)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="min-w-0 flex-1">{option}</span>
          </label>
        ))}
      </div>
      <div aria-live="polite">
        {answer ? (
          <div data-testid="missed-question-feedback">
            <p className={cn('mt-3 flex gap-2 text-sm font-semibold', answer.isCorrect ? 'text-green-900' : 'text-red-900')}>
              {answer.isCorrect ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
              {answer.isCorrect
                ? i18n._({ id: 'learning.missed.correct', message: 'Correct. This question leaves your review deck.' })
                : i18n._({ id: 'learning.missed.wrong', message: 'Not quite. It comes back later, so you can try again.' })}
            </p>
            {answer.misconception ? <MisconceptionNote misconception={answer.misconception} /> : null}
            <p className="mt-3 flex gap-2 rounded-xl bg-accent-soft p-3 text-sm break-words">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
              <span>{answer.explanation}</span>
            </p>
            {answer.explanationAlt ? <ExplainAnotherWay text={answer.explanationAlt} inEnglish={answer.explanationAltInEnglish} /> : null}
          </div>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col sm:flex-row">
        {answer ? (
          <Button type="button" onClick={onNext}>
            {i18n._({ id: 'learning.missed.next', message: 'Next' })}
          </Button>
        ) : (
          <Button type="button" onClick={onCheck} disabled={chosen === null || submit.isPending}>
            {submit.isPending ? i18n._({ id: 'learning.missed.checking', message: 'Checking...' }) : i18n._({ id: 'learning.missed.check', message: 'Check answer' })}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
