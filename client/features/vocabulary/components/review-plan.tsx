import { SlidersHorizontal } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN, LIGHTER_DAYS_MAX, type ReviewForecast, type ReviewSettings } from '@shared/contracts/vocabulary';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useReviewForecast, useReviewSettings, useSaveReviewSettings } from '../api/review-plan';

const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;
/** The order of the week on screen: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;
const wholePercent = (value: number) => `${value}%`;
const averagePerDay = (forecast: ReviewForecast) => forecast.days.reduce((sum, day) => sum + day.reviews, 0) / forecast.days.length;
const formatReviews = (count: number) => (count >= 10 ? String(Math.round(count)) : count.toFixed(1).replace(/\.0$/, ''));
/** "about 1 review", "about 2.5 reviews". */
const reviewsPhrase = (count: number) => `${formatReviews(count)} ${formatReviews(count) === '1' ? 'review' : 'reviews'}`;

/**
 * The trainer's dial (docs/decisions/065-the-trainers-dial.md): a summary card beside the trainer, and a dialog to
 * choose the desired retention and lighter days with a 30-day preview and the retention actually achieved.
 */
export function ReviewPlan() {
  const [isOpen, setIsOpen] = useState(false);
  const settings = useReviewSettings();
  const forecast = useReviewForecast(settings.data);

  return (
    <Card className="p-5" data-testid="review-plan">
      <h2 className="text-lg font-bold">Your Review Plan</h2>
      {settings.data && forecast.data ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Aiming to remember <strong className="text-foreground">{wholePercent(settings.data.desiredRetentionPercent)}</strong>
          {forecast.data.termCount > 0 ? (
            <>
              {' '}
              · about <strong className="text-foreground">{reviewsPhrase(averagePerDay(forecast.data))}</strong> a day
            </>
          ) : null}
        </p>
      ) : settings.isError || forecast.isError ? (
        <p className="mt-2 text-sm text-muted-foreground">Your plan could not be loaded.</p>
      ) : (
        <p className="mt-2 h-5 w-48 animate-pulse rounded bg-muted" aria-label="Loading your review plan" />
      )}
      <Button variant="secondary" className="mt-4 w-full" onClick={() => setIsOpen(true)} disabled={!settings.data}>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Adjust Plan
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-w-xl">{settings.data ? <ReviewPlanEditor saved={settings.data} onDone={() => setIsOpen(false)} /> : null}</DialogContent>
      </Dialog>
    </Card>
  );
}

function ReviewPlanEditor({ saved, onDone }: { saved: ReviewSettings; onDone: () => void }) {
  const [draft, setDraft] = useState<ReviewSettings>(saved);
  // The chart follows the dial a beat behind while it is dragged, and never blocks it.
  const previewed = useDeferredValue(draft);
  const forecast = useReviewForecast(previewed);
  const save = useSaveReviewSettings();
  const onlineOnly = useOnlineOnly('justify-end');
  const sliderId = useId();
  const isChanged = draft.desiredRetentionPercent !== saved.desiredRetentionPercent || [...draft.lighterDays].sort().join() !== [...saved.lighterDays].sort().join();

  const toggleDay = (day: number) =>
    setDraft((current) => ({ ...current, lighterDays: current.lighterDays.includes(day) ? current.lighterDays.filter((each) => each !== day) : [...current.lighterDays, day] }));

  const submit = () =>
    save.mutate(draft, {
      onSuccess: onDone,
      onError: () => toast({ title: 'Your plan was not saved', description: 'Check your connection and try again.', variant: 'destructive' }),
    });

  return (
    <>
      <DialogTitle>Your Review Plan</DialogTitle>
      <DialogDescription>Choose how much to remember and which days to keep light. The preview shows what that means for the next 30 days.</DialogDescription>

      <div className="mt-5">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={sliderId} className="text-sm font-bold">
            How much do you want to remember?
          </label>
          <output htmlFor={sliderId} className="text-lg font-extrabold tabular-nums">
            {wholePercent(draft.desiredRetentionPercent)}
          </output>
        </div>
        <input
          id={sliderId}
          type="range"
          min={DESIRED_RETENTION_MIN}
          max={DESIRED_RETENTION_MAX}
          step={1}
          value={draft.desiredRetentionPercent}
          aria-valuetext={`${wholePercent(draft.desiredRetentionPercent)} of terms remembered at each review`}
          onChange={(event) => setDraft((current) => ({ ...current, desiredRetentionPercent: Number(event.target.value) }))}
          className="mt-2 w-full accent-[var(--color-primary)]"
        />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>Fewer reviews</span>
          <span>Remember more</span>
        </div>
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-bold">Lighter days</legend>
        <p className="text-xs text-muted-foreground">Up to {LIGHTER_DAYS_MAX}. Reviews that would fall on them move to a nearby day.</p>
        <div className="mt-2 grid grid-cols-7 gap-1.5">
          {WEEK_ORDER.map((day) => {
            const isOn = draft.lighterDays.includes(day);
            const isFull = !isOn && draft.lighterDays.length >= LIGHTER_DAYS_MAX;
            return (
              <button
                key={day}
                type="button"
                aria-pressed={isOn}
                aria-label={WEEKDAYS[day].long}
                disabled={isFull}
                onClick={() => toggleDay(day)}
                className={cn(
                  'min-h-11 rounded-xl border text-xs font-bold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40',
                  isOn ? 'border-secondary bg-secondary text-secondary-foreground' : 'border-border bg-card hover:bg-muted',
                )}
              >
                {WEEKDAYS[day].short}
              </button>
            );
          })}
        </div>
      </fieldset>

      <section className="mt-5" aria-labelledby={`${sliderId}-preview`}>
        <h3 id={`${sliderId}-preview`} className="text-sm font-bold">
          Next 30 days
        </h3>
        {forecast.data ? (
          <ForecastChart forecast={forecast.data} isStale={forecast.isPlaceholderData || previewed !== draft} />
        ) : forecast.isError ? (
          <p className="mt-2 text-sm text-muted-foreground">The preview could not be loaded.</p>
        ) : (
          <div className="mt-2 h-28 animate-pulse rounded-xl bg-muted" aria-label="Loading the preview" />
        )}
      </section>

      {forecast.data ? <AchievedRetention forecast={forecast.data} requested={saved.desiredRetentionPercent} /> : null}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!isChanged || save.isPending || onlineOnly.offline} {...onlineOnly.controlProps}>
          {save.isPending ? 'Saving…' : 'Save Plan'}
        </Button>
      </div>
      {onlineOnly.reason}
    </>
  );
}

function ForecastChart({ forecast, isStale }: { forecast: ReviewForecast; isStale: boolean }) {
  if (forecast.termCount === 0) {
    return <p className="mt-2 rounded-xl bg-muted p-4 text-sm text-muted-foreground">Study a few terms first: the preview counts the reviews of terms you have already met.</p>;
  }
  const peak = Math.max(1, ...forecast.days.map((day) => day.reviews));
  const busiest = forecast.days.reduce((best, day) => (day.reviews > best.reviews ? day : best), forecast.days[0]!);
  const average = averagePerDay(forecast);
  const label = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const terms = forecast.termCount === 1 ? 'the term' : `the ${forecast.termCount} terms`;
  const summary = `About ${reviewsPhrase(average)} a day for ${terms} you have studied; the busiest day is ${label(busiest.day)} with ${reviewsPhrase(busiest.reviews)}.`;

  return (
    <div className={cn('mt-2 transition-opacity', isStale && 'opacity-60')} data-testid="review-forecast" data-average={average.toFixed(2)}>
      <div role="img" aria-label={summary} className="flex h-28 items-end gap-[2px] rounded-xl bg-muted/60 p-2">
        {forecast.days.map((day) => (
          <div
            key={day.day}
            title={`${label(day.day)}: ${formatReviews(day.reviews)}`}
            className={cn('min-w-0 flex-1 rounded-t-sm', day.weekday === 0 || day.weekday === 6 ? 'bg-secondary/70' : 'bg-primary/80')}
            style={{ height: `${Math.max(2, (day.reviews / peak) * 100)}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground">
        <span>Today</span>
        <span>{label(forecast.days[forecast.days.length - 1]!.day)}</span>
      </div>
      <p className="mt-2 text-sm" data-testid="review-forecast-summary">
        {summary}
      </p>
    </div>
  );
}

function AchievedRetention({ forecast, requested }: { forecast: ReviewForecast; requested: number }) {
  return (
    <p className="mt-4 rounded-xl border border-border p-3 text-sm" data-testid="achieved-retention">
      {forecast.achievedRetention === null ? (
        <>
          Your achieved retention shows after 20 spaced reviews ({forecast.spacedReviews} so far). You asked for <strong>{wholePercent(requested)}</strong>.
        </>
      ) : (
        <>
          You asked for <strong>{wholePercent(requested)}</strong> and remembered <strong>{percent(forecast.achievedRetention)}</strong> of {forecast.spacedReviews} spaced reviews in the last 90 days.
        </>
      )}
    </p>
  );
}
