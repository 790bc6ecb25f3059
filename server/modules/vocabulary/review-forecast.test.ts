import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { forecastReviews, type ForecastCard } from './review-forecast';
import { newCardSchedule, scheduleReview } from './review-schedule';

const now = new Date('2026-11-28T09:00:00Z');
const DAY_MS = 86_400_000;
const total = (days: Array<{ reviews: number }>) => days.reduce((sum, day) => sum + day.reviews, 0);

/** A deck studied over the last `spread` days: each term met once, then recalled at every review that fell due before now. */
function studiedDeck(size: number, spread: number): ForecastCard[] {
  return Array.from({ length: size }, (_, index) => {
    const learnedAt = new Date(now.getTime() - (index % spread) * DAY_MS - ((index * 7) % 20) * 3_600_000);
    let card = scheduleReview(newCardSchedule(learnedAt), Rating.Good, learnedAt);
    while (card.due.getTime() <= now.getTime()) card = scheduleReview(card, Rating.Good, card.due);
    return { ...card, mastered: true };
  });
}

describe('forecastReviews', () => {
  const deck = studiedDeck(120, 14);

  it('covers 30 calendar days from today, in the learner’s zone', () => {
    const days = forecastReviews(deck, { desiredRetentionPercent: 90, lighterDays: [] }, now, 'UTC');
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({ day: '2026-11-28', weekday: 6 });
    expect(days[29]?.day).toBe('2026-12-27');
    expect(forecastReviews(deck, { desiredRetentionPercent: 90, lighterDays: [] }, now, 'Pacific/Kiritimati')[0]?.day).toBe('2026-11-28');
    expect(forecastReviews(deck, { desiredRetentionPercent: 90, lighterDays: [] }, new Date('2026-11-28T23:00:00Z'), 'Asia/Tokyo')[0]?.day).toBe('2026-11-29');
  });

  it('asks for more reviews the more the learner wants to remember', () => {
    const at = (desiredRetentionPercent: number) => total(forecastReviews(deck, { desiredRetentionPercent, lighterDays: [] }, now, 'UTC'));
    expect(at(80)).toBeLessThan(at(90));
    expect(at(90)).toBeLessThan(at(95));
    expect(at(80)).toBeGreaterThan(0);
  });

  it('counts an overdue term today', () => {
    const overdue = { ...deck[0]!, due: new Date(now.getTime() - 5 * DAY_MS) };
    const days = forecastReviews([overdue], { desiredRetentionPercent: 90, lighterDays: [] }, now, 'UTC');
    expect(days[0]?.reviews).toBeGreaterThanOrEqual(1);
  });

  it('lightens the chosen weekdays without dropping reviews', () => {
    const plain = forecastReviews(deck, { desiredRetentionPercent: 90, lighterDays: [] }, now, 'UTC');
    const lighter = forecastReviews(deck, { desiredRetentionPercent: 90, lighterDays: [0, 6] }, now, 'UTC');
    // Reviews already planned keep their dates; from the second week on, the reviews the dial plans avoid the weekend.
    const weekend = (days: typeof plain) => total(days.slice(7).filter((day) => day.weekday === 0 || day.weekday === 6));
    expect(weekend(plain)).toBeGreaterThan(5);
    expect(weekend(lighter)).toBeLessThan(weekend(plain) / 2);
    expect(total(lighter)).toBeGreaterThan(total(plain) * 0.9);
  });

  it('forecasts nothing for an empty deck', () => {
    expect(total(forecastReviews([], { desiredRetentionPercent: 90, lighterDays: [] }, now, 'UTC'))).toBe(0);
  });
});
