import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  TEACH_BACK_EXPLANATION_MAX_LENGTH,
  TEACH_BACK_MAX_OPTIONS,
  TEACH_BACK_MIN_OPTIONS,
  TEACH_BACK_OPTION_MAX_LENGTH,
  TEACH_BACK_QUESTION_MAX_LENGTH,
  customQuestionSchema,
  type SendTeachBackInput,
} from '@shared/contracts/teach-back';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { getTeachBackSourcesQueryOptions, useSendTeachBack } from '../api/teach-back';
import { newClientId } from '@/lib/client-id';
import { customQuestionError } from '../lib/teach-back-errors';
import { DrillChallengeForm } from './drill-challenge-form';

const fieldClass = 'w-full rounded-xl border border-border bg-card px-3 py-2 text-base';

/**
 * The composer's "Teach back" action (docs/decisions/029-teach-back-cards.md): pick one of your completed
 * modules, then a question from its quiz or one you write (2-4 options, one marked right); or challenge the
 * partner with a practice-wallet drill (docs/decisions/054-practice-wallet-and-quiz-fairness.md).
 */
export function TeachBackDialog({ matchId, partnerName }: { matchId: number; partnerName: string }) {
  const { i18n } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<'question' | 'drill'>('question');
  const title = i18n._({ id: 'chat.teachBack.dialogTitle', message: 'Teach back' });
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="icon" variant="outline" aria-label={title} title={title}>
          <GraduationCap aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby="teach-back-description">
        <DialogTitle className="pe-8">{title}</DialogTitle>
        <DialogDescription id="teach-back-description" className="wrap-anywhere">
          {mode === 'question'
            ? i18n._({
                id: 'chat.teachBack.description',
                message: 'Send {name} a question from a module you completed. They answer it here, and you both see the result.',
                values: { name: partnerName },
              })
            : i18n._({
                id: 'chat.drillChallenge.description',
                message: 'Challenge {name} with a practice-wallet drill. They do it on their device, and you both see the score here.',
                values: { name: partnerName },
              })}
        </DialogDescription>
        <Tabs value={mode} onValueChange={(value) => setMode(value === 'drill' ? 'drill' : 'question')} className="mt-2 min-w-0">
          <TabsList aria-label={i18n._({ id: 'chat.teachBack.whatToSend', message: 'What to send' })}>
            {/* On the narrowest phones a label wraps inside its half rather than running out of the dialog. */}
            <TabsTrigger value="question" className="whitespace-normal">
              {i18n._({ id: 'chat.teachBack.aQuestion', message: 'A question' })}
            </TabsTrigger>
            <TabsTrigger value="drill" className="whitespace-normal">
              {i18n._({ id: 'chat.drillChallenge.choice', message: 'Challenge with a drill' })}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="question">{isOpen ? <TeachBackForm matchId={matchId} onSent={() => setOpen(false)} /> : null}</TabsContent>
          <TabsContent value="drill">{isOpen ? <DrillChallengeForm matchId={matchId} onSent={() => setOpen(false)} /> : null}</TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function TeachBackForm({ matchId, onSent }: { matchId: number; onSent: () => void }) {
  const { i18n } = useI18n();
  const sources = useQuery(getTeachBackSourcesQueryOptions());
  const send = useSendTeachBack(matchId);
  const [moduleId, setModuleId] = useState<number | null>(null);
  const [tab, setTab] = useState<'pool' | 'custom'>('pool');
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<string[]>(['', '']);
  const [correctAnswer, setCorrectAnswer] = useState(0);
  const [explanation, setExplanation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onlineOnly = useOnlineOnly();

  if (sources.isPending) return <Spinner className="py-8" label={i18n._({ id: 'chat.teachBack.loading', message: 'Loading your modules' })} />;
  if (sources.isError) {
    return (
      <div className="mt-4 grid gap-2" role="alert">
        <p className="text-sm">{i18n._({ id: 'chat.teachBack.loadFailed', message: 'Your modules could not be loaded.' })}</p>
        {onlineOnly.reason}
        <Button variant="outline" onClick={() => void sources.refetch()} {...onlineOnly.controlProps}>
          {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
        </Button>
      </div>
    );
  }
  if (sources.data.length === 0) {
    return (
      <div className="mt-4 grid gap-3">
        <p className="text-sm">{i18n._({ id: 'chat.teachBack.noModules', message: 'You can teach back only what you have learned: complete a module first, then send its questions here.' })}</p>
        <Button asChild variant="outline">
          <Link href={paths.learn()}>{i18n._({ id: 'chat.teachBack.findModule', message: 'Find a module' })}</Link>
        </Button>
      </div>
    );
  }

  const selected = sources.data.find((source) => source.moduleId === moduleId) ?? sources.data[0]!;
  const pickedQuestion = selected.questions.find((entry) => entry.id === questionId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let input: SendTeachBackInput;
    if (tab === 'pool') {
      if (!pickedQuestion) return setError(i18n._({ id: 'chat.teachBack.pickQuestion', message: 'Pick a question to send.' }));
      input = { moduleId: selected.moduleId, question: { kind: 'pool', questionId: pickedQuestion.id }, clientId: newClientId() };
    } else {
      const parsed = customQuestionSchema.safeParse({ kind: 'custom', question, options, correctAnswer, explanation });
      if (!parsed.success) return setError(customQuestionError(i18n, parsed.error.issues[0]));
      input = { moduleId: selected.moduleId, question: parsed.data, clientId: newClientId() };
    }
    send.mutate(input, {
      onSuccess: onSent,
      onError: (failure) =>
        setError(
          failure instanceof HttpError
            ? (failure.serverMessage ?? i18n._({ id: 'chat.teachBack.sendFailed', message: 'The card was not sent. Please try again.' }))
            : i18n._({ id: 'chat.teachBack.sendOffline', message: 'The card was not sent. Check your connection and try again.' }),
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 grid min-w-0 gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="teach-back-module">{i18n._({ id: 'chat.teachBack.module', message: 'Module' })}</Label>
        <select
          id="teach-back-module"
          className={`${fieldClass} h-11 min-w-0 truncate`}
          value={selected.moduleId}
          onChange={(event) => {
            setModuleId(Number(event.target.value));
            setQuestionId(null);
          }}
        >
          {sources.data.map((source) => (
            <option key={source.moduleId} value={source.moduleId}>
              {source.title}
            </option>
          ))}
        </select>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'custom' ? 'custom' : 'pool')}>
        <TabsList aria-label={i18n._({ id: 'chat.teachBack.source', message: 'Question source' })}>
          <TabsTrigger value="pool">{i18n._({ id: 'chat.teachBack.fromQuiz', message: 'From the quiz' })}</TabsTrigger>
          <TabsTrigger value="custom">{i18n._({ id: 'chat.teachBack.writeOwn', message: 'Write your own' })}</TabsTrigger>
        </TabsList>
        <TabsContent value="pool">
          {selected.questions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{i18n._({ id: 'chat.teachBack.noQuestions', message: 'This module has no quiz questions. Write your own instead.' })}</p>
          ) : (
            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-1 text-sm font-semibold">{i18n._({ id: 'chat.teachBack.question', message: 'Question' })}</legend>
              {selected.questions.map((entry) => (
                <label key={entry.id} className="flex min-w-0 cursor-pointer items-start gap-2 rounded-xl border border-border p-3 text-sm has-[:checked]:border-secondary has-[:checked]:bg-teal-soft">
                  <input type="radio" name="teach-back-question" className="mt-1 size-4 shrink-0" checked={questionId === entry.id} onChange={() => setQuestionId(entry.id)} />
                  <span className="min-w-0 wrap-anywhere">{entry.question}</span>
                </label>
              ))}
            </fieldset>
          )}
        </TabsContent>
        <TabsContent value="custom" className="grid min-w-0 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="teach-back-question">{i18n._({ id: 'chat.teachBack.yourQuestion', message: 'Your question' })}</Label>
            <textarea id="teach-back-question" rows={2} maxLength={TEACH_BACK_QUESTION_MAX_LENGTH} value={question} onChange={(event) => setQuestion(event.target.value)} className={fieldClass} />
          </div>
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-1 text-sm font-semibold">{i18n._({ id: 'chat.teachBack.optionsLegend', message: 'Options (mark the right one)' })}</legend>
            {options.map((option, index) => (
              <div key={index} className="flex min-w-0 items-center gap-2">
                <input
                  type="radio"
                  name="teach-back-correct"
                  className="size-4 shrink-0"
                  aria-label={i18n._({ id: 'chat.teachBack.optionIsRight', message: 'Option {number} is the right answer', values: { number: index + 1 } })}
                  checked={correctAnswer === index}
                  onChange={() => setCorrectAnswer(index)}
                />
                <Input
                  aria-label={i18n._({ id: 'chat.teachBack.option', message: 'Option {number}', values: { number: index + 1 } })}
                  maxLength={TEACH_BACK_OPTION_MAX_LENGTH}
                  value={option}
                  onChange={(event) => setOptions((current) => current.map((value, position) => (position === index ? event.target.value : value)))}
                  className="min-w-0 flex-1"
                />
                {options.length > TEACH_BACK_MIN_OPTIONS ? (
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={i18n._({ id: 'chat.teachBack.removeOption', message: 'Remove option {number}', values: { number: index + 1 } })}
                    onClick={() => {
                      setOptions((current) => current.filter((_, position) => position !== index));
                      setCorrectAnswer((current) => (current === index ? 0 : current > index ? current - 1 : current));
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ))}
            {options.length < TEACH_BACK_MAX_OPTIONS ? (
              <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setOptions((current) => [...current, ''])}>
                <Plus aria-hidden="true" /> {i18n._({ id: 'chat.teachBack.addOption', message: 'Add an option' })}
              </Button>
            ) : null}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="teach-back-explanation">{i18n._({ id: 'chat.teachBack.explanation', message: 'Explanation (optional, shown after they answer)' })}</Label>
            <textarea
              id="teach-back-explanation"
              rows={2}
              maxLength={TEACH_BACK_EXPLANATION_MAX_LENGTH}
              value={explanation}
              onChange={(event) => setExplanation(event.target.value)}
              className={fieldClass}
            />
          </div>
        </TabsContent>
      </Tabs>
      {/* Ten long quiz questions make this dialog scroll on a phone: "Send card" stays in view. */}
      <DialogFooter>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-destructive wrap-anywhere">
            {error}
          </p>
        ) : null}
        {onlineOnly.reason}
        <Button type="submit" disabled={send.isPending} {...onlineOnly.controlProps}>
          {send.isPending ? i18n._({ id: 'chat.teachBack.sending', message: 'Sending…' }) : i18n._({ id: 'chat.teachBack.send', message: 'Send card' })}
        </Button>
      </DialogFooter>
    </form>
  );
}
