import { ArrowLeft, Award, Check, Clock, Lock, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Journey, JourneyProgress } from '@shared/contracts/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { deferredModule, useDeferredModule } from '@/hooks/use-deferred-module';
import { cn } from '@/lib/utils';
import { hasJourneyProgress } from './journey-card';
import { JourneyImage } from './journey-image';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';

type StepState = 'completed' | 'current' | 'locked';

/** A match partner following this journey with the user (shared journeys): whose steps are done. */
export interface JourneyCompanion {
  name: string;
  completedSteps: number[];
}

/** docs/product.md section 4: completed if in the list, current if its index is currentStep, otherwise locked. */
function stepState(moduleId: number, index: number, progress: JourneyProgress | undefined): StepState {
  if (progress?.completedSteps.includes(moduleId)) return 'completed';
  return index === (progress?.currentStep ?? 0) ? 'current' : 'locked';
}

const MARKER_CLASS: Record<StepState, string> = {
  completed: 'bg-success text-success-foreground',
  current: 'bg-primary text-primary-foreground ring-4 ring-coral-soft',
  locked: 'border-2 border-border bg-card text-muted-foreground',
};

/** Shown on a tap: not among the journey page's first scripts (client/hooks/use-deferred-module.ts). */
const testOutDialog = deferredModule(() => import('./test-out-dialog'));

/** Any step not completed offers "Test out" (docs/decisions/066-test-out-of-a-step.md). */
function TestOutButton({ moduleId, title, isCompleted }: { moduleId: number; title: string; isCompleted: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const testOut = useDeferredModule(testOutDialog, isOpen);
  const { i18n } = useI18n();
  // The dialog outlives the button: a pass completes the step, and the result stays on screen until closed.
  return (
    <>
      {isCompleted ? null : (
        <Button
          variant="outline"
          size="sm"
          className="min-h-11"
          onClick={() => setIsOpen(true)}
          aria-label={i18n._({ id: 'learning.testOut.buttonLabel', message: 'Test out of {title}', values: { title } })}
        >
          {i18n._({ id: 'learning.testOut.button', message: 'Test out' })}
        </Button>
      )}
      {isOpen && testOut ? <testOut.TestOutDialog moduleId={moduleId} title={title} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

function StepAction({ state, moduleId, blockedBy }: { state: StepState; moduleId: number; blockedBy: string | undefined }) {
  const { i18n } = useI18n();
  if (state === 'completed') {
    return (
      <Badge variant="success">
        <Check className="size-3.5" aria-hidden="true" />
        {i18n._({ id: 'learning.status.completed', message: 'Completed' })}
      </Badge>
    );
  }
  if (state === 'current') {
    return (
      <Button asChild size="sm">
        <Link href={paths.learningModule(moduleId)}>{i18n._({ id: 'learning.journey.startModule', message: 'Start Module' })}</Link>
      </Button>
    );
  }
  return (
    <p className="flex items-start gap-1 text-xs font-semibold text-muted-foreground">
      <Lock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        {i18n._({ id: 'learning.journey.locked', message: 'Locked' })}
        {blockedBy ? <span className="font-normal"> · {i18n._({ id: 'learning.journey.finishFirst', message: 'Finish “{title}” first', values: { title: blockedBy } })}</span> : null}
      </span>
    </p>
  );
}

export function JourneyDetail({ journey, progress, companions = [], onBack }: { journey: Journey; progress: JourneyProgress | undefined; companions?: JourneyCompanion[]; onBack: () => void }) {
  const done = progress?.completedSteps.length ?? 0;
  const total = journey.steps.length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const firstStep = journey.steps[0];
  const backRef = useRef<HTMLButtonElement>(null);
  const { i18n } = useI18n();
  const format = useFormat();

  // The card that opened this may have been far down the list: bring the detail's top into view.
  useEffect(() => {
    backRef.current?.scrollIntoView({ block: 'center' });
    backRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby="journey-detail-heading" className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button ref={backRef} variant="ghost" size="sm" onClick={onBack} className="-ms-3">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {i18n._({ id: 'learning.journey.back', message: 'Back to journeys' })}
        </Button>
        <Badge variant="soft">{i18n._({ id: 'learning.journey.stepsCompleted', message: '{done}/{total} steps completed', values: { done, total } })}</Badge>
      </div>
      <Card className="overflow-hidden">
        <JourneyImage src={journey.imageUrl} className="aspect-[5/2] md:aspect-[4/1]" />
        <div className="p-5">
          <h3 id="journey-detail-heading" className="text-xl font-bold">
            {journey.name}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{journey.description}</p>
          <div className="mt-4 flex items-center justify-between text-sm font-semibold">
            <span>{i18n._({ id: 'learning.journey.progress', message: 'Journey Progress' })}</span>
            <span>{format.percent(percent / 100)}</span>
          </div>
          <Progress className="mt-2" value={percent} label={i18n._({ id: 'learning.journey.progress', message: 'Journey Progress' })} />
          {companions.map((companion) => (
            <p key={companion.name} className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-secondary">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">
                {i18n._({
                  id: 'learning.journey.learningWith',
                  message: 'Learning with {name}: {done}/{total} steps',
                  values: { name: companion.name, done: companion.completedSteps.length, total },
                })}
              </span>
            </p>
          ))}
          {!hasJourneyProgress(progress) && firstStep !== undefined ? (
            <Button asChild className="mt-4 w-full sm:w-auto">
              <Link href={paths.learningModule(firstStep)}>{i18n._({ id: 'learning.journey.startFirst', message: 'Start First Module' })}</Link>
            </Button>
          ) : null}
        </div>
      </Card>
      <ol className="grid gap-3" aria-label={i18n._({ id: 'learning.journey.stepsLabel', message: 'Journey steps' })}>
        {journey.modules.map((module, index) => {
          const state = stepState(module.id, index, progress);
          const isLast = index === journey.modules.length - 1;
          return (
            <li key={module.id} data-testid="journey-step" data-state={state} className="relative ps-12">
              {isLast ? null : <span className="absolute top-10 -bottom-3 start-[17px] w-0.5 bg-border" aria-hidden="true" />}
              <span className={cn('absolute top-3 start-0 flex size-9 items-center justify-center rounded-full text-sm font-bold', MARKER_CLASS[state])}>
                {state === 'completed' ? (
                  <Check className="size-4" aria-label={i18n._({ id: 'learning.journey.step', message: 'Step {number}', values: { number: index + 1 } })} role="img" />
                ) : (
                  index + 1
                )}
              </span>
              <Card className={cn('p-4', state === 'current' && 'border-primary', state === 'locked' && 'bg-muted shadow-none')}>
                <h4 className={cn('font-bold leading-snug', state === 'locked' && 'text-muted-foreground')}>{module.title}</h4>
                <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{module.description}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs font-medium text-muted-foreground">
                  <Badge variant="outline">{i18n._({ id: 'learning.module.level', message: 'Level {level}', values: { level: module.difficultyLevel } })}</Badge>
                  <span className="flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {i18n._({ id: 'learning.journey.minutes', message: '{count, plural, one {# min} other {# mins}}', values: { count: module.estimatedMinutes } })}
                  </span>
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <StepAction state={state} moduleId={module.id} blockedBy={journey.modules[progress?.currentStep ?? 0]?.title} />
                  <TestOutButton moduleId={module.id} title={module.title} isCompleted={state === 'completed'} />
                  {companions
                    .filter((companion) => companion.completedSteps.includes(module.id))
                    .map((companion) => (
                      <Badge key={companion.name} variant="outline" className="max-w-full">
                        <Check className="size-3.5 shrink-0" aria-hidden="true" />
                        <span className="min-w-0 truncate">{i18n._({ id: 'learning.journey.companionDone', message: '{name} done', values: { name: companion.name } })}</span>
                      </Badge>
                    ))}
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
      <Card className="flex items-center gap-3 bg-accent-soft p-4">
        <Award className="size-6 shrink-0 text-amber-800" aria-hidden="true" />
        <p className="font-semibold">
          {i18n._({
            id: 'learning.journey.reward',
            message: 'Journey Reward: {count, plural, one {# Learning Point} other {# Learning Points}}',
            values: { count: journey.requiredPoints },
          })}
        </p>
      </Card>
    </section>
  );
}
