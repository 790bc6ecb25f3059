/**
 * FSRS scheduling (ts-fsrs) of a missed quiz question (docs/decisions/063-wrong-answers-that-teach.md). A miss
 * puts a new card in the deck, due at once; a wrong review is FSRS Again (back in 10 minutes, then further
 * apart as lapses grow); a right one is Good, which takes the question out of the deck. Pure: the caller
 * passes the clock and the random source.
 */
import { fsrs, Rating } from 'ts-fsrs';
import { newStoredCard, toFsrsCard, toStoredCard, type StoredFsrsCard } from '../../lib/fsrs-card';
import { cryptoRandomInt, shuffled, type RandomInt } from './quiz-draw';

const scheduler = fsrs({ request_retention: 0.9, learning_steps: ['10m'], relearning_steps: ['10m'], enable_fuzz: false });

/** The FSRS fields stored on missed_questions. */
export type MissedCardSchedule = StoredFsrsCard;

/** The card a miss creates: due now. */
export function newMissedCard(now: Date): MissedCardSchedule {
  return newStoredCard(now);
}

/** The card after a review; a right answer is Good (the caller resolves the question), a wrong one Again. */
export function scheduleMissedReview(card: MissedCardSchedule, isCorrect: boolean, now: Date): MissedCardSchedule {
  return toStoredCard(scheduler.next(toFsrsCard(card), now, isCorrect ? Rating.Good : Rating.Again).card);
}

/** The order the next review shows the options in (shown index -> stored index), fresh each time. */
export function reviewOptionOrder(optionCount: number, random: RandomInt = cryptoRandomInt): number[] {
  return shuffled(
    Array.from({ length: optionCount }, (_, index) => index),
    random,
  );
}

/** The stored order when it still fits the question, else the stored options as they are (content changed). */
export function orderFor(optionOrder: readonly number[], optionCount: number): number[] {
  const fits = optionOrder.length === optionCount && [...optionOrder].sort((a, b) => a - b).every((stored, index) => stored === index);
  return fits ? [...optionOrder] : Array.from({ length: optionCount }, (_, index) => index);
}
