import { Check, GraduationCap, X } from 'lucide-react';
import { useId } from 'react';
import type { TeachBackMessage } from '@shared/contracts/messages';
import { useI18n } from '@/i18n/provider';
import { useOnlineOnly } from '@/components/online-only';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useAnswerTeachBack } from '../api/teach-back';
import { isRecallOpen, TeachBackRecall } from './teach-back-recall';

interface TeachBackBubbleProps {
  message: TeachBackMessage;
  matchId: number;
  currentUserId: number;
  partnerName: string;
}

/**
 * A teach-back card in the chat (docs/decisions/029-teach-back-cards.md): the question and its options;
 * the partner answers with one tap (each option is a button), then both see which option was right, what
 * was chosen and the explanation. The server grades, so nothing here knows the answer before that. A question
 * the teacher wrote comes back a week later (TeachBackRecall): while it asks, the first answer stays hidden.
 */
export function TeachBackBubble({ message, matchId, currentUserId, partnerName }: TeachBackBubbleProps) {
  const { i18n } = useI18n();
  const card = message.teachBack;
  const isLearner = card.learnerId === currentUserId;
  const answer = card.answer;
  const answerCard = useAnswerTeachBack(matchId, message.id);
  const questionId = useId();
  const canAnswer = isLearner && answer === null;
  const onlineOnly = useOnlineOnly();
  const now = Date.now();
  const recallProps = { message, matchId, isLearner, partnerName, now };

  const onAnswer = (choice: number) => {
    if (answerCard.isPending) return;
    answerCard.mutate(
      { choice },
      {
        onError: (error) => {
          const notSaved = i18n._({ id: 'chat.teachBack.answerFailed', message: 'Your answer was not saved. Please try again.' });
          const description = error instanceof HttpError ? (error.serverMessage ?? notSaved) : notSaved;
          toast({ variant: 'destructive', title: i18n._({ id: 'chat.teachBack.title', message: 'Teach-back' }), description });
        },
      },
    );
  };

  const resultText = answer
    ? isLearner
      ? answer.isCorrect
        ? i18n._({ id: 'chat.teachBack.correct', message: 'Correct! Nicely learned.' })
        : i18n._({ id: 'chat.teachBack.notQuite', message: 'Not quite. Here is the right answer.' })
      : answer.isCorrect
        ? i18n._({ id: 'chat.teachBack.partnerCorrect', message: '{name} answered correctly.', values: { name: partnerName } })
        : i18n._({ id: 'chat.teachBack.partnerOther', message: '{name} picked another answer.', values: { name: partnerName } })
    : isLearner
      ? i18n._({ id: 'chat.teachBack.pick', message: 'Pick an answer.' })
      : i18n._({ id: 'chat.teachBack.waiting', message: 'Waiting for {name} to answer.', values: { name: partnerName } });

  return (
    <article aria-labelledby={questionId} className="grid w-[min(22rem,85%)] min-w-0 gap-2 rounded-2xl border border-secondary/40 bg-card p-3 text-foreground shadow-sm">
      <p className="flex min-w-0 items-center gap-1.5 text-xs font-semibold text-secondary">
        <GraduationCap className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 wrap-anywhere">
          {i18n._({ id: 'chat.teachBack.title', message: 'Teach-back' })} · <bdi>{card.moduleTitle}</bdi>
        </span>
      </p>
      <p id={questionId} className="whitespace-pre-wrap wrap-anywhere text-[15px] font-semibold leading-snug">
        {card.question}
      </p>
      {isRecallOpen(message, isLearner, now) ? (
        <TeachBackRecall {...recallProps} />
      ) : (
        <TeachBackAnswered {...{ card, canAnswer, answer, isLearner, partnerName, onAnswer, isPending: answerCard.isPending, onlineOnly, resultText }} />
      )}
      {isRecallOpen(message, isLearner, now) ? null : <TeachBackRecall {...recallProps} />}
    </article>
  );
}

interface TeachBackAnsweredProps {
  card: TeachBackMessage['teachBack'];
  canAnswer: boolean;
  answer: TeachBackMessage['teachBack']['answer'];
  isLearner: boolean;
  partnerName: string;
  onAnswer: (choice: number) => void;
  isPending: boolean;
  onlineOnly: ReturnType<typeof useOnlineOnly>;
  resultText: string;
}

/** The options (buttons while the learner may answer, then marked), the result line and the explanation. */
function TeachBackAnswered({ card, canAnswer, answer, isLearner, partnerName, onAnswer, isPending, onlineOnly, resultText }: TeachBackAnsweredProps) {
  const { i18n } = useI18n();
  return (
    <>
      <ul className="grid gap-1.5" aria-label={i18n._({ id: 'chat.teachBack.options', message: 'Options' })}>
        {card.options.map((option, index) => {
          const isRight = answer?.correctAnswer === index;
          const isChosen = answer?.chosen === index;
          const mark = answer
            ? isRight
              ? i18n._({ id: 'chat.teachBack.rightAnswer', message: 'Right answer' })
              : isChosen
                ? isLearner
                  ? i18n._({ id: 'chat.teachBack.yourAnswer', message: 'Your answer' })
                  : i18n._({ id: 'chat.teachBack.partnerAnswer', message: "{name}'s answer", values: { name: partnerName } })
                : null
            : null;
          const body = (
            <>
              <span className="min-w-[min(9rem,100%)] flex-1 wrap-anywhere text-start">{option}</span>
              {mark ? (
                <span className={cn('ms-auto flex shrink-0 items-center gap-0.5 text-xs font-semibold', isRight ? 'text-secondary' : 'text-destructive')}>
                  {isRight ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
                  {mark}
                </span>
              ) : null}
            </>
          );
          const tone = cn(
            'flex min-h-11 w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl border px-3 py-2 text-sm',
            isRight ? 'border-secondary bg-teal-soft' : isChosen ? 'border-destructive/60 bg-destructive/5' : 'border-border',
          );
          return (
            <li key={index} className="min-w-0">
              {canAnswer ? (
                <button
                  type="button"
                  className={cn(tone, 'hover:bg-muted focus-visible:outline-2 disabled:opacity-60')}
                  disabled={isPending}
                  {...onlineOnly.controlProps}
                  onClick={() => onAnswer(index)}
                >
                  {body}
                </button>
              ) : (
                <div className={tone}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {canAnswer ? onlineOnly.reason : null}
      <p role="status" className={cn('text-sm font-semibold', answer ? (answer.isCorrect ? 'text-secondary' : 'text-destructive') : 'text-muted-foreground')}>
        {isPending ? i18n._({ id: 'chat.teachBack.checking', message: 'Checking your answer…' }) : resultText}
      </p>
      {answer && answer.explanation ? <p className="whitespace-pre-wrap wrap-anywhere rounded-xl bg-muted px-3 py-2 text-sm">{answer.explanation}</p> : null}
    </>
  );
}
