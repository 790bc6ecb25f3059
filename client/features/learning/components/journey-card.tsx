import { joinList } from '@/lib/format';
import { Award, BookOpen, CheckCircle2, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { Journey, JourneyProgress } from '@shared/contracts/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import type { JourneyCompanion } from './journey-detail';
import { JourneyImage } from './journey-image';
import { useI18n } from '@/i18n/provider';

export function hasJourneyProgress(progress: JourneyProgress | undefined): boolean {
  return Boolean(progress?.startedAt) || (progress?.completedSteps.length ?? 0) > 0;
}

/** A click anywhere on the card opens the detail; 'Start Journey' goes straight to the first module. */
export function JourneyCard({ journey, progress, companions = [], onOpen }: { journey: Journey; progress: JourneyProgress | undefined; companions?: JourneyCompanion[]; onOpen: () => void }) {
  const done = progress?.completedSteps.length ?? 0;
  const total = journey.steps.length;
  const isStarted = hasJourneyProgress(progress);
  const firstStep = journey.steps[0];
  const { i18n } = useI18n();
  return (
    <Card className="relative flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lg" data-testid="journey-card">
      <JourneyImage src={journey.imageUrl} className="aspect-[5/2]" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h4 className="font-bold leading-snug">
            <button type="button" onClick={onOpen} className="text-start after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
              {journey.name}
            </button>
          </h4>
          {progress?.completed ? (
            <Badge variant="success">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              {i18n._({ id: 'learning.journey.complete', message: 'Complete' })}
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{journey.description}</p>
        {companions.length > 0 ? (
          <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-secondary">
            <Users className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">
              {i18n._({
                id: 'learning.journey.with',
                message: 'With {names}',
                values: {
                  names: joinList(
                    companions.map((companion) => companion.name),
                    i18n.locale,
                  ),
                },
              })}
            </span>
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium text-muted-foreground">
          <span>{i18n._({ id: 'learning.journey.steps', message: '{done}/{total} steps', values: { done, total } })}</span>
          <span className="flex items-center gap-1">
            <Award className="size-3.5 text-primary" aria-hidden="true" />
            {i18n._({ id: 'learning.journey.points', message: '{count, plural, one {# point} other {# points}}', values: { count: journey.requiredPoints } })}
          </span>
          <span className="flex items-center gap-1">
            <BookOpen className="size-3.5" aria-hidden="true" />
            {i18n._({ id: 'learning.journey.modules', message: '{count, plural, one {# module} other {# modules}}', values: { count: journey.modules.length } })}
          </span>
        </div>
        <Progress
          className="mt-3 h-1.5"
          value={total === 0 ? 0 : (done / total) * 100}
          label={i18n._({ id: 'learning.journey.progressLabel', message: '{name} progress', values: { name: journey.name } })}
        />
        <div className="relative z-10 mt-4 flex flex-1 items-end">
          {isStarted || firstStep === undefined ? (
            <Button variant="outline" className="w-full" onClick={onOpen}>
              {i18n._({ id: 'learning.journey.view', message: 'View Journey' })}
            </Button>
          ) : (
            <Button asChild className="w-full">
              <Link href={paths.learningModule(firstStep)}>{i18n._({ id: 'learning.journey.start', message: 'Start Journey' })}</Link>
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
