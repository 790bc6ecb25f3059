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
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';
import { averagePerDay, forecastDayLabel, formatReviews, reviewsPhrase, weekdayName } from '../utils/review-plan-text';
import { marked, richText } from '../utils/rich-text';

/** The order of the week on screen: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const strong = (text: string, key: number) => (
  <strong key={key} className="text-foreground">
    {text}
  </strong>
);

/**
 * The trainer's dial (docs/decisions/065-the-trainers-dial.md): a summary card beside the trainer, and a dialog to
 * choose the desired retention and lighter days with a 30-day preview and the retention actually achieved.
 */
export function ReviewPlan() {
  const [isOpen, setIsOpen] = useState(false);
  const settings = useReviewSettings();
  const forecast = useReviewForecast(settings.data);
  const { i18n } = useI18n();
  const format = useFormat();

  return (
    <Card className="p-5" data-testid="review-plan">
      <h2 className="text-lg font-bold">{i18n._({ id: 'vocabulary.plan.title', message: 'Your Review Plan' })}</h2>
      {settings.data && forecast.data ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {richText(
            i18n._({ id: 'vocabulary.plan.aiming', message: 'Aiming to remember {percent}', values: { percent: marked(format.percent(settings.data.desiredRetentionPercent / 100)) } }),
            strong,
          )}
          {forecast.data.termCount > 0 ? (
            <>
              {' · '}
              {richText(i18n._({ id: 'vocabulary.plan.perDay', message: 'about {reviews} a day', values: { reviews: marked(reviewsPhrase(averagePerDay(forecast.data), i18n, format)) } }), strong)}
            </>
          ) : null}
        </p>
      ) : settings.isError || forecast.isError ? (
        <p className="mt-2 text-sm text-muted-foreground">{i18n._({ id: 'vocabulary.plan.loadFailed', message: 'Your plan could not be loaded.' })}</p>
      ) : (
        <p className="mt-2 h-5 w-48 animate-pulse rounded bg-muted" aria-label={i18n._({ id: 'vocabulary.plan.loading', message: 'Loading your review plan' })} />
      )}
      <Button variant="secondary" className="mt-4 w-full" onClick={() => setIsOpen(true)} disabled={!settings.data}>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {i18n._({ id: 'vocabulary.plan.adjust', message: 'Adjust Plan' })}
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
  const { i18n, locale } = useI18n();
  const format = useFormat();
  const retention = format.percent(draft.desiredRetentionPercent / 100);
  const isChanged = draft.desiredRetentionPercent !== saved.desiredRetentionPercent || [...draft.lighterDays].sort().join() !== [...saved.lighterDays].sort().join();

  const toggleDay = (day: number) =>
    setDraft((current) => ({ ...current, lighterDays: current.lighterDays.includes(day) ? current.lighterDays.filter((each) => each !== day) : [...current.lighterDays, day] }));

  const submit = () =>
    save.mutate(draft, {
      onSuccess: onDone,
      onError: () =>
        toast({
          title: i18n._({ id: 'vocabulary.plan.saveFailed', message: 'Your plan was not saved' }),
          description: i18n._({ id: 'vocabulary.card.checkConnection', message: 'Check your connection and try again.' }),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <DialogTitle>{i18n._({ id: 'vocabulary.plan.title', message: 'Your Review Plan' })}</DialogTitle>
      <DialogDescription>
        {i18n._({
          id: 'vocabulary.plan.description',
          message: 'Choose how much to remember and which days to keep light. The preview shows what that means for the next 30 days.',
        })}
      </DialogDescription>

      <div className="mt-5">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={sliderId} className="text-sm font-bold">
            {i18n._({ id: 'vocabulary.plan.howMuch', message: 'How much do you want to remember?' })}
          </label>
          <output htmlFor={sliderId} className="text-lg font-extrabold tabular-nums">
            {retention}
          </output>
        </div>
        <input
          id={sliderId}
          type="range"
          min={DESIRED_RETENTION_MIN}
          max={DESIRED_RETENTION_MAX}
          step={1}
          value={draft.desiredRetentionPercent}
          aria-valuetext={i18n._({ id: 'vocabulary.plan.valueText', message: '{percent} of terms remembered at each review', values: { percent: retention } })}
          onChange={(event) => setDraft((current) => ({ ...current, desiredRetentionPercent: Number(event.target.value) }))}
          className="mt-2 w-full accent-[var(--color-primary)]"
        />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{i18n._({ id: 'vocabulary.plan.fewer', message: 'Fewer reviews' })}</span>
          <span>{i18n._({ id: 'vocabulary.plan.more', message: 'Remember more' })}</span>
        </div>
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-bold">{i18n._({ id: 'vocabulary.plan.lighterDays', message: 'Lighter days' })}</legend>
        <p className="text-xs text-muted-foreground">
          {i18n._({ id: 'vocabulary.plan.lighterDaysHelp', message: 'Up to {max}. Reviews that would fall on them move to a nearby day.', values: { max: LIGHTER_DAYS_MAX } })}
        </p>
        <div className="mt-2 grid grid-cols-7 gap-1.5">
          {WEEK_ORDER.map((day) => {
            const isOn = draft.lighterDays.includes(day);
            const isFull = !isOn && draft.lighterDays.length >= LIGHTER_DAYS_MAX;
            return (
              <button
                key={day}
                type="button"
                aria-pressed={isOn}
                aria-label={weekdayName(day, locale, 'long')}
                disabled={isFull}
                onClick={() => toggleDay(day)}
                className={cn(
                  'min-h-11 rounded-xl border text-xs font-bold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40',
                  isOn ? 'border-secondary bg-secondary text-secondary-foreground' : 'border-border bg-card hover:bg-muted',
                )}
              >
                {weekdayName(day, locale, 'short')}
              </button>
            );
          })}
        </div>
      </fieldset>

      <section className="mt-5" aria-labelledby={`${sliderId}-preview`}>
        <h3 id={`${sliderId}-preview`} className="text-sm font-bold">
          {i18n._({ id: 'vocabulary.plan.next30', message: 'Next 30 days' })}
        </h3>
        {forecast.data ? (
          <ForecastChart forecast={forecast.data} isStale={forecast.isPlaceholderData || previewed !== draft} />
        ) : forecast.isError ? (
          <p className="mt-2 text-sm text-muted-foreground">{i18n._({ id: 'vocabulary.plan.previewFailed', message: 'The preview could not be loaded.' })}</p>
        ) : (
          <div className="mt-2 h-28 animate-pulse rounded-xl bg-muted" aria-label={i18n._({ id: 'vocabulary.plan.previewLoading', message: 'Loading the preview' })} />
        )}
      </section>

      {forecast.data ? <AchievedRetention forecast={forecast.data} requested={saved.desiredRetentionPercent} /> : null}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {i18n._({ id: 'vocabulary.plan.cancel', message: 'Cancel' })}
        </Button>
        <Button onClick={submit} disabled={!isChanged || save.isPending || onlineOnly.offline} {...onlineOnly.controlProps}>
          {save.isPending ? i18n._({ id: 'vocabulary.plan.saving', message: 'Saving…' }) : i18n._({ id: 'vocabulary.plan.save', message: 'Save Plan' })}
        </Button>
      </div>
      {onlineOnly.reason}
    </>
  );
}

function ForecastChart({ forecast, isStale }: { forecast: ReviewForecast; isStale: boolean }) {
  const { i18n, locale } = useI18n();
  const format = useFormat();
  if (forecast.termCount === 0) {
    return (
      <p className="mt-2 rounded-xl bg-muted p-4 text-sm text-muted-foreground">
        {i18n._({ id: 'vocabulary.plan.studyFirst', message: 'Study a few terms first: the preview counts the reviews of terms you have already met.' })}
      </p>
    );
  }
  const peak = Math.max(1, ...forecast.days.map((day) => day.reviews));
  const busiest = forecast.days.reduce((best, day) => (day.reviews > best.reviews ? day : best), forecast.days[0]!);
  const average = averagePerDay(forecast);
  const label = (day: string) => forecastDayLabel(day, locale);
  const summary = i18n._({
    id: 'vocabulary.plan.summary',
    message: 'About {average} a day for {count, plural, one {the term} other {the # terms}} you have studied; the busiest day is {day} with {busiest}.',
    values: { average: reviewsPhrase(average, i18n, format), count: forecast.termCount, day: label(busiest.day), busiest: reviewsPhrase(busiest.reviews, i18n, format) },
  });

  return (
    <div className={cn('mt-2 transition-opacity', isStale && 'opacity-60')} data-testid="review-forecast" data-average={average.toFixed(2)}>
      <div role="img" aria-label={summary} className="flex h-28 items-end gap-[2px] rounded-xl bg-muted/60 p-2">
        {forecast.days.map((day) => (
          <div
            key={day.day}
            title={`${label(day.day)}: ${formatReviews(day.reviews, format)}`}
            className={cn('min-w-0 flex-1 rounded-t-sm', day.weekday === 0 || day.weekday === 6 ? 'bg-secondary/70' : 'bg-primary/80')}
            style={{ height: `${Math.max(2, (day.reviews / peak) * 100)}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground">
        <span>{i18n._({ id: 'vocabulary.plan.today', message: 'Today' })}</span>
        <span>{label(forecast.days[forecast.days.length - 1]!.day)}</span>
      </div>
      <p className="mt-2 text-sm" data-testid="review-forecast-summary">
        {summary}
      </p>
    </div>
  );
}

function AchievedRetention({ forecast, requested }: { forecast: ReviewForecast; requested: number }) {
  const { i18n } = useI18n();
  const format = useFormat();
  const asked = marked(format.percent(requested / 100));
  return (
    <p className="mt-4 rounded-xl border border-border p-3 text-sm" data-testid="achieved-retention">
      {richText(
        forecast.achievedRetention === null
          ? i18n._({
              id: 'vocabulary.plan.achievedLater',
              message: 'Your achieved retention shows after 20 spaced reviews ({count} so far). You asked for {asked}.',
              values: { count: forecast.spacedReviews, asked },
            })
          : i18n._({
              id: 'vocabulary.plan.achieved',
              message: 'You asked for {asked} and remembered {achieved} of {count} spaced reviews in the last 90 days.',
              values: { asked, achieved: marked(format.percent(forecast.achievedRetention)), count: forecast.spacedReviews },
            }),
        (text, key) => (
          <strong key={key}>{text}</strong>
        ),
      )}
    </p>
  );
}
