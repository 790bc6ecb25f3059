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

describe('the dial: desired retention', () => {
  it('reviews sooner when the learner wants to remember more', () => {
    const low = scheduleReview(newCardSchedule(now), Rating.Good, now, { desiredRetentionPercent: 80, lighterDays: [] });
    const high = scheduleReview(newCardSchedule(now), Rating.Good, now, { desiredRetentionPercent: 95, lighterDays: [] });
    expect(high.scheduledDays).toBeLessThan(low.scheduledDays);
  });
});

describe('the dial: lighter days', () => {
  // A card that FSRS puts a couple of weeks out, on whatever weekday that is.
  const learned = scheduleReview(newCardSchedule(now), Rating.Good, now);
  const planned = scheduleReview(learned, Rating.Good, learned.due);
  const plannedWeekday = planned.due.getUTCDay();

  it('moves a long interval off a lighter day to the nearest other day, earlier first', () => {
    const moved = scheduleReview(learned, Rating.Good, learned.due, { desiredRetentionPercent: 90, lighterDays: [plannedWeekday] }, 'UTC');
    expect(moved.due.getUTCDay()).not.toBe(plannedWeekday);
    expect(moved.due.getTime()).toBe(planned.due.getTime() - DAY_MS);
    expect(moved.scheduledDays).toBe(planned.scheduledDays - 1);
  });

  it('goes later when the day before is lighter too', () => {
    const dayBefore = (plannedWeekday + 6) % 7;
    const moved = scheduleReview(learned, Rating.Good, learned.due, { desiredRetentionPercent: 90, lighterDays: [plannedWeekday, dayBefore] }, 'UTC');
    expect(moved.due.getTime()).toBe(planned.due.getTime() + DAY_MS);
  });

  it('counts weekdays in the learner’s time zone', () => {
    // 23:30 UTC on the planned day is already the next day in Tokyo: a lighter planned weekday there is the next one.
    const late = { ...learned, due: new Date(Date.UTC(planned.due.getUTCFullYear(), planned.due.getUTCMonth(), planned.due.getUTCDate() - planned.scheduledDays, 23, 30)) };
    const inUtc = scheduleReview(late, Rating.Good, late.due, { desiredRetentionPercent: 90, lighterDays: [] }, 'UTC');
    const tokyoWeekday = (inUtc.due.getUTCDay() + 1) % 7;
    const moved = scheduleReview(late, Rating.Good, late.due, { desiredRetentionPercent: 90, lighterDays: [tokyoWeekday] }, 'Asia/Tokyo');
    expect(moved.due.getTime()).not.toBe(inUtc.due.getTime());
    const keptInUtc = scheduleReview(late, Rating.Good, late.due, { desiredRetentionPercent: 90, lighterDays: [tokyoWeekday] }, 'UTC');
    expect(keptInUtc.due.getTime()).toBe(inUtc.due.getTime());
  });

  it('never moves a learning step or a short interval', () => {
    const failed = scheduleReview(newCardSchedule(now), Rating.Again, now, { desiredRetentionPercent: 90, lighterDays: [0, 1, 2] }, 'UTC');
    const plain = scheduleReview(newCardSchedule(now), Rating.Again, now);
    expect(failed.due).toEqual(plain.due);
  });
});
