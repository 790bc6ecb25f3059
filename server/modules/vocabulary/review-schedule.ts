/**
 * FSRS scheduling (ts-fsrs, desired retention 0.9) for the trainer's two answers (docs/design.md section 4):
 * 'Mark as Mastered' is a good recall, 'Still Learning' a failed one (or a hard one for a term that was
 * mastered: the learner half-remembers it). Pure: the caller passes the clock.
 */
import { createEmptyCard, fsrs, Rating, type Card, type Grade, type State } from 'ts-fsrs';

export const DESIRED_RETENTION = 0.9;

/**
 * One short learning step: a failed new term is due again 5 minutes later, while a term the learner
 * already knows ('Mark as Mastered' on first sight) graduates straight to FSRS's interval (days).
 * ts-fsrs's default two steps would bring a mastered new term back after 10 minutes.
 */
const scheduler = fsrs({
  request_retention: DESIRED_RETENTION,
  learning_steps: ['5m'],
  relearning_steps: ['10m'],
  enable_fuzz: false,
});

/** The FSRS fields stored on vocabulary_cards. */
export interface CardSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

/** FSRS Good or Easy: the learner remembered the term (what credits a partner who taught it, decision 061). */
export function isRecalled(rating: Grade): boolean {
  return rating === Rating.Good || rating === Rating.Easy;
}

export function ratingFor(answer: { mastered: boolean }, wasMastered: boolean): Grade {
  if (answer.mastered) return Rating.Good;
  return wasMastered ? Rating.Hard : Rating.Again;
}

function toSchedule(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function toCard(schedule: CardSchedule): Card {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state as State,
    last_review: schedule.lastReview ?? undefined,
  };
}

/** A card never reviewed: due now. */
export function newCardSchedule(now: Date): CardSchedule {
  return toSchedule(createEmptyCard(now));
}

export function scheduleReview(card: CardSchedule, rating: Grade, now: Date): CardSchedule {
  return toSchedule(scheduler.next(toCard(card), now, rating).card);
}
