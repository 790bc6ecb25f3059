import { Brain } from 'lucide-react';
import { useId } from 'react';
import type { TeachBackMessage } from '@shared/contracts/messages';
import { useOnlineOnly } from '@/components/online-only';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useAnswerTeachBack } from '../api/teach-back';

interface TeachBackRecallProps {
  message: TeachBackMessage;
  matchId: number;
  isLearner: boolean;
  partnerName: string;
  /** The time the card is shown at (the chat's clock). */
  now: number;
}

/** Whether the learner is asked the question again now (then the card hides its first answer). */
export function isRecallOpen(message: TeachBackMessage, isLearner: boolean, now: number): boolean {
  const recall = message.teachBack.recall;
  return isLearner && recall !== null && recall.result === null && now >= Date.parse(recall.opensAt);
}

/**
 * A question the teacher wrote comes back once, a week after the first answer
 * (docs/decisions/061-teaching-that-sticks.md): the learner answers it again from memory, with the options
 * unmarked; remembering it is what earns the teacher credit for teaching that sticks. Before that week and
 * after the answer, both sides read one line about it.
 */
export function TeachBackRecall({ message, matchId, isLearner, partnerName, now }: TeachBackRecallProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const recall = message.teachBack.recall;
  const answerAgain = useAnswerTeachBack(matchId, message.id, 'recall');
  const promptId = useId();
  const onlineOnly = useOnlineOnly();
  if (!recall) return null;

  if (recall.result) {
    const { isCorrect } = recall.result;
    const text = isLearner
      ? isCorrect
        ? i18n._({ id: 'chat.teachBack.recall.youRemembered', message: 'A week later you still knew it.' })
        : i18n._({ id: 'chat.teachBack.recall.youForgot', message: 'A week later it had slipped: worth another look.' })
      : isCorrect
        ? i18n._({ id: 'chat.teachBack.recall.partnerRemembered', message: '{name} still knew it a week later: it stuck.', values: { name: partnerName } })
        : i18n._({ id: 'chat.teachBack.recall.partnerForgot', message: "{name} didn't remember it a week later.", values: { name: partnerName } });
    return <p className={cn('text-sm font-semibold', isCorrect ? 'text-secondary' : 'text-muted-foreground')}>{text}</p>;
  }

  if (!isRecallOpen(message, isLearner, now)) {
    const date = format.longDate(recall.opensAt);
    return (
      <p className="text-xs text-muted-foreground">
        {isLearner
          ? i18n._({
              id: 'chat.teachBack.recall.comesBack',
              message: 'This question comes back on {date}: remember it then and {name} earns credit for teaching that stuck.',
              values: { date, name: partnerName },
            })
          : Date.parse(recall.opensAt) > now
            ? i18n._({ id: 'chat.teachBack.recall.partnerComesBack', message: '{name} gets this question again on {date}.', values: { date, name: partnerName } })
            : i18n._({ id: 'chat.teachBack.recall.partnerDue', message: '{name} can answer this question again now.', values: { name: partnerName } })}
      </p>
    );
  }

  const onPick = (choice: number) => {
    if (answerAgain.isPending) return;
    answerAgain.mutate(
      { choice },
      {
        onError: (error) => {
          const notSaved = i18n._({ id: 'chat.teachBack.answerFailed', message: 'Your answer was not saved. Please try again.' });
          toast({
            variant: 'destructive',
            title: i18n._({ id: 'chat.teachBack.title', message: 'Teach-back' }),
            description: error instanceof HttpError ? (error.serverMessage ?? notSaved) : notSaved,
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby={promptId} className="grid gap-1.5 rounded-xl border border-secondary/40 bg-teal-soft/40 p-2">
      <p id={promptId} className="flex items-center gap-1.5 text-sm font-semibold">
        <Brain className="size-4 shrink-0 text-secondary" aria-hidden="true" />
        {i18n._({ id: 'chat.teachBack.recall.prompt', message: 'A week later: do you still know it? Pick from memory.' })}
      </p>
      <ul className="grid gap-1.5" aria-label={i18n._({ id: 'chat.teachBack.options', message: 'Options' })}>
        {message.teachBack.options.map((option, index) => (
          <li key={index} className="min-w-0">
            <button
              type="button"
              className="flex min-h-11 w-full min-w-0 items-center rounded-xl border border-border bg-card px-3 py-2 text-start text-sm hover:bg-muted focus-visible:outline-2 disabled:opacity-60"
              disabled={answerAgain.isPending}
              {...onlineOnly.controlProps}
              onClick={() => onPick(index)}
            >
              <span className="min-w-0 flex-1 wrap-anywhere">{option}</span>
            </button>
          </li>
        ))}
      </ul>
      {onlineOnly.reason}
      {answerAgain.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {i18n._({ id: 'chat.teachBack.checking', message: 'Checking your answer…' })}
        </p>
      ) : null}
    </section>
  );
}
