/**
 * How many reviews the learner can expect each day of the next month with a given dial
 * (docs/decisions/065-the-trainers-dial.md). Pure and deterministic: every review branches into "recalled"
 * (weight = FSRS's recall chance at that moment) and "forgot" (the rest, answered 'Still Learning'), and the
 * day's count adds the weights that reach it; branches under MIN_WEIGHT are dropped. Moving the dial moves
 * the preview smoothly, with no random noise between two requests.
 */
import { Rating } from 'ts-fsrs';
import { FORECAST_DAYS, type ReviewSettings } from '../../../shared/contracts/vocabulary';
import { addDays, calendarDay, daysBetween, weekdayOf } from '../../lib/calendar';
import { avoidLighterDays, ratingFor, recallChance, scheduleReview, type CardSchedule } from './review-schedule';

/** A branch less likely than this is dropped (its reviews are within rounding of the day's total). */
const MIN_WEIGHT = 0.005;
/** No card is followed through more reviews than this in one forecast (a guard; 30 days need far fewer). */
const MAX_REVIEWS_PER_CARD = 40;

export interface ForecastCard extends CardSchedule {
  mastered: boolean;
}

export interface ForecastDay {
  day: string;
  weekday: number;
  reviews: number;
}

export function forecastReviews(cards: ForecastCard[], settings: ReviewSettings, now: Date, timeZone: string | null | undefined, dayCount = FORECAST_DAYS): ForecastDay[] {
  const today = calendarDay(now, timeZone);
  const totals = new Array<number>(dayCount).fill(0);

  function follow(card: ForecastCard, weight: number, depth: number): void {
    if (weight < MIN_WEIGHT || depth >= MAX_REVIEWS_PER_CARD) return;
    const at = card.due.getTime() < now.getTime() ? now : card.due;
    const index = daysBetween(today, calendarDay(at, timeZone));
    if (index >= dayCount) return;
    totals[index] = (totals[index] ?? 0) + weight;
    const recalled = recallChance(card, at, settings);
    follow({ ...scheduleReview(card, Rating.Good, at, settings, timeZone), mastered: true }, weight * recalled, depth + 1);
    follow({ ...scheduleReview(card, ratingFor({ mastered: false }, card.mastered), at, settings, timeZone), mastered: false }, weight * (1 - recalled), depth + 1);
  }

  // Saving the days moves the reviews already planned too (review-settings.service.ts), so the forecast does.
  for (const card of cards) follow({ ...avoidLighterDays(card, settings, timeZone, now), mastered: card.mastered }, 1, 0);
  return totals.map((reviews, index) => {
    const day = addDays(today, index);
    return { day, weekday: weekdayOf(day), reviews: Math.round(reviews * 10) / 10 };
  });
}
