/**
 * FSRS scheduling (ts-fsrs) for the trainer's two answers (docs/design.md section 4): 'Mark as Mastered' is a
 * good recall, 'Still Learning' a failed one (or a hard one for a term that was mastered: the learner
 * half-remembers it). The learner's dial sets the desired retention and lighter weekdays
 * (docs/decisions/065-the-trainers-dial.md). Pure: the caller passes the clock and the settings.
 */
import { fsrs, Rating, State, type FSRS, type Grade } from 'ts-fsrs';
import { newStoredCard, toFsrsCard, toStoredCard, type StoredFsrsCard } from '../../lib/fsrs-card';
import { DEFAULT_DESIRED_RETENTION, type ReviewSettings } from '../../../shared/contracts/vocabulary';
import { calendarDay, weekdayOf } from '../../lib/calendar';

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { desiredRetentionPercent: DEFAULT_DESIRED_RETENTION, lighterDays: [] };

/**
 * One short learning step: a failed new term is due again 5 minutes later, while a term the learner
 * already knows ('Mark as Mastered' on first sight) graduates straight to FSRS's interval (days).
 * ts-fsrs's default two steps would bring a mastered new term back after 10 minutes.
 */
const schedulers = new Map<number, FSRS>();

/** One scheduler per retention the dial allows (80-95 percent: at most 16). */
function schedulerFor(desiredRetentionPercent: number): FSRS {
  const key = desiredRetentionPercent;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: key / 100, learning_steps: ['5m'], relearning_steps: ['10m'], enable_fuzz: false });
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** The FSRS fields stored on vocabulary_cards. */
export type CardSchedule = StoredFsrsCard;

/** FSRS Good or Easy: the learner remembered the term (what credits a partner who taught it, decision 061). */
export function isRecalled(rating: Grade): boolean {
  return rating === Rating.Good || rating === Rating.Easy;
}

export function ratingFor(answer: { mastered: boolean }, wasMastered: boolean): Grade {
  if (answer.mastered) return Rating.Good;
  return wasMastered ? Rating.Hard : Rating.Again;
}

/** A card never reviewed: due now. */
export function newCardSchedule(now: Date): CardSchedule {
  return newStoredCard(now);
}

/** Intervals shorter than this are never moved off a lighter day: a young memory needs its date. */
export const LIGHTER_DAY_MIN_INTERVAL_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * Moves a review that lands on one of the learner's lighter weekdays to the nearest other day within a tenth
 * of the interval (at least one day), earlier first: reviewing a little early keeps recall above the
 * desired retention, a little late costs little on a long interval. Short intervals, and reviews already due,
 * stay where they are. Used for each new interval and, when the learner changes the days, for the reviews
 * already planned.
 */
export function avoidLighterDays(schedule: CardSchedule, settings: ReviewSettings, timeZone: string | null | undefined, now: Date): CardSchedule {
  if (settings.lighterDays.length === 0 || schedule.state !== State.Review || schedule.scheduledDays < LIGHTER_DAY_MIN_INTERVAL_DAYS || schedule.due <= now) return schedule;
  const isLighter = (due: Date) => settings.lighterDays.includes(weekdayOf(calendarDay(due, timeZone)));
  if (!isLighter(schedule.due)) return schedule;
  const reach = Math.max(1, Math.round(schedule.scheduledDays / 10));
  for (let distance = 1; distance <= reach; distance += 1) {
    for (const shift of [-distance, distance]) {
      if (schedule.scheduledDays + shift < LIGHTER_DAY_MIN_INTERVAL_DAYS - 1) continue;
      const due = new Date(schedule.due.getTime() + shift * DAY_MS);
      if (due > now && !isLighter(due)) return { ...schedule, due, scheduledDays: schedule.scheduledDays + shift };
    }
  }
  return schedule;
}

export function scheduleReview(card: CardSchedule, rating: Grade, now: Date, settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS, timeZone?: string | null): CardSchedule {
  const next = toStoredCard(schedulerFor(settings.desiredRetentionPercent).next(toFsrsCard(card), now, rating).card);
  return avoidLighterDays(next, settings, timeZone, now);
}

/** The chance the learner still recalls the card at `at` (FSRS's forgetting curve; 1 for a card never reviewed). */
export function recallChance(card: CardSchedule, at: Date, settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS): number {
  if (card.state === State.New) return 1;
  return schedulerFor(settings.desiredRetentionPercent).get_retrievability(toFsrsCard(card), at, false);
}
