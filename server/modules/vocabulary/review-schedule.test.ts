import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { newCardSchedule, ratingFor, scheduleReview } from './review-schedule';

const DAY_MS = 86_400_000;
const now = new Date('2026-03-10T12:00:00Z');

describe('the two trainer answers as FSRS ratings', () => {
  it("maps 'Mark as Mastered' to Good and 'Still Learning' to Again, or Hard for a mastered term", () => {
    expect(ratingFor({ mastered: true }, false)).toBe(Rating.Good);
    expect(ratingFor({ mastered: true }, true)).toBe(Rating.Good);
    expect(ratingFor({ mastered: false }, false)).toBe(Rating.Again);
    expect(ratingFor({ mastered: false }, true)).toBe(Rating.Hard);
  });
});

describe('scheduleReview', () => {
  it('schedules a term mastered on first sight more than a day ahead', () => {
    const card = scheduleReview(newCardSchedule(now), Rating.Good, now);
    expect(card.state).toBe(State.Review);
    expect(card.due.getTime()).toBeGreaterThan(now.getTime() + DAY_MS);
    expect(card.reps).toBe(1);
    expect(card.lastReview).toEqual(now);
  });

  it('brings a failed new term back within minutes', () => {
    const card = scheduleReview(newCardSchedule(now), Rating.Again, now);
    expect(card.state).toBe(State.Learning);
    expect(card.due.getTime()).toBeGreaterThan(now.getTime());
    expect(card.due.getTime()).toBeLessThanOrEqual(now.getTime() + 10 * 60_000);
  });

  it('grows the interval with each good recall and shrinks it after a hard one', () => {
    const first = scheduleReview(newCardSchedule(now), Rating.Good, now);
    const second = scheduleReview(first, Rating.Good, first.due);
    expect(second.scheduledDays).toBeGreaterThan(first.scheduledDays);
    const hard = scheduleReview(first, Rating.Hard, first.due);
    expect(hard.scheduledDays).toBeLessThan(second.scheduledDays);
    expect(hard.state).toBe(State.Review);
  });

  it('sends a forgotten review card to relearning and counts the lapse', () => {
    const learned = scheduleReview(newCardSchedule(now), Rating.Good, now);
    const forgotten = scheduleReview(learned, Rating.Again, learned.due);
    expect(forgotten.state).toBe(State.Relearning);
    expect(forgotten.lapses).toBe(1);
    expect(forgotten.due.getTime() - learned.due.getTime()).toBeLessThanOrEqual(10 * 60_000);
  });
});
