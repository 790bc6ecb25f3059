/**
 * An FSRS card (ts-fsrs) as the database stores it: camel-case columns, `lastReview` null before the first
 * review. The vocabulary trainer's cards and the missed-question deck both keep this shape.
 */
import { createEmptyCard, type Card, type State } from 'ts-fsrs';

export interface StoredFsrsCard {
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

export function toStoredCard(card: Card): StoredFsrsCard {
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

export function toFsrsCard(stored: StoredFsrsCard): Card {
  return {
    due: stored.due,
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsedDays,
    scheduled_days: stored.scheduledDays,
    learning_steps: stored.learningSteps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state as State,
    last_review: stored.lastReview ?? undefined,
  };
}

/** A card never reviewed: due at `now`. */
export function newStoredCard(now: Date): StoredFsrsCard {
  return toStoredCard(createEmptyCard(now));
}
