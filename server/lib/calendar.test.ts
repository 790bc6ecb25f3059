import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, computeStreaks, daysBetween, startOfDay } from './calendar';

describe('calendarDay', () => {
  it('gives the day in the user time zone, not the server one', () => {
    const lateEveningInNewYork = new Date('2026-03-10T03:30:00Z');
    expect(calendarDay(lateEveningInNewYork, 'UTC')).toBe('2026-03-10');
    expect(calendarDay(lateEveningInNewYork, 'America/New_York')).toBe('2026-03-09');
    expect(calendarDay(new Date('2026-03-09T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-10');
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(calendarDay(new Date('2026-03-10T03:30:00Z'), 'Mars/Olympus_Mons')).toBe('2026-03-10');
  });
});

describe('computeStreaks', () => {
  it('has no streak and no last activity without days', () => {
    expect(computeStreaks([], '2026-03-10')).toEqual({ currentStreak: 0, longestStreak: 0, lastActivityDate: null });
  });

  it('counts a run that ends today', () => {
    expect(computeStreaks(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      lastActivityDate: '2026-03-10',
    });
  });

  it('keeps a run that ended yesterday current (today may still come)', () => {
    expect(computeStreaks(['2026-03-08', '2026-03-09'], '2026-03-10').currentStreak).toBe(2);
  });

  it('breaks the current streak after a missed day but remembers the longest', () => {
    const days = ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-03-07', '2026-03-08'];
    expect(computeStreaks(days, '2026-03-10')).toEqual({ currentStreak: 0, longestStreak: 4, lastActivityDate: '2026-03-08' });
  });

  it('ignores order and duplicates and crosses month and year ends', () => {
    const days = ['2026-01-01', '2025-12-31', '2025-12-30', '2026-01-01'];
    expect(computeStreaks(days, '2026-01-01')).toEqual({ currentStreak: 3, longestStreak: 3, lastActivityDate: '2026-01-01' });
  });

  it('counts across a daylight-saving change as consecutive days', () => {
    expect(computeStreaks(['2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-30').currentStreak).toBe(3);
  });
});


describe('computeStreaks', () => {
  it('has no streak and no last activity before the first review', () => {
    expect(computeStreaks([], '2026-03-10')).toEqual({ currentStreak: 0, longestStreak: 0, lastActivityDate: null });
  });

  it('counts consecutive days ending today', () => {
    expect(computeStreaks(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      lastActivityDate: '2026-03-10',
    });
  });

  it('keeps the streak alive through the day after the last review', () => {
    expect(computeStreaks(['2026-03-08', '2026-03-09'], '2026-03-10').currentStreak).toBe(2);
  });

  it('loses the current streak after a whole missed day but remembers the longest', () => {
    expect(computeStreaks(['2026-03-06', '2026-03-07', '2026-03-08'], '2026-03-10')).toEqual({
      currentStreak: 0,
      longestStreak: 3,
      lastActivityDate: '2026-03-08',
    });
  });

  it('restarts the count after a missed day in the middle', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-07', '2026-03-08'];
    expect(computeStreaks(days, '2026-03-08')).toEqual({ currentStreak: 2, longestStreak: 5, lastActivityDate: '2026-03-08' });
  });

  it('ignores duplicates and order', () => {
    expect(computeStreaks(['2026-03-10', '2026-03-09', '2026-03-10', '2026-03-09'], '2026-03-10').currentStreak).toBe(2);
  });

  it('runs across month, year and leap-day boundaries', () => {
    expect(computeStreaks(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-01').currentStreak).toBe(3);
    expect(computeStreaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').currentStreak).toBe(3);
    expect(computeStreaks(['2027-02-28', '2027-03-02'], '2027-03-02').currentStreak).toBe(1);
  });

  it('keeps a day recorded "tomorrow" (after moving west) in the current run', () => {
    expect(computeStreaks(['2026-03-09', '2026-03-10', '2026-03-11'], '2026-03-10').currentStreak).toBe(3);
  });
});

describe('calendar days in a time zone', () => {
  it('puts one instant on different days in different zones', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(calendarDay(instant, 'UTC')).toBe('2026-03-10');
    expect(calendarDay(instant, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(calendarDay(instant, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(calendarDay(new Date('2026-03-10T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-11');
  });

  it('follows daylight saving time', () => {
    // New York is UTC-5 in winter and UTC-4 after 8 March 2026.
    expect(calendarDay(new Date('2026-01-15T04:30:00Z'), 'America/New_York')).toBe('2026-01-14');
    expect(calendarDay(new Date('2026-07-15T04:30:00Z'), 'America/New_York')).toBe('2026-07-15');
  });

  it('makes two late-evening reviews a streak in one zone and a single day in another', () => {
    const reviews = [new Date('2026-03-09T23:30:00Z'), new Date('2026-03-10T00:30:00Z')];
    const streakIn = (zone: string) => computeStreaks(reviews.map((at) => calendarDay(at, zone)), calendarDay(reviews[1]!, zone));
    expect(streakIn('UTC').currentStreak).toBe(2);
    expect(streakIn('America/New_York').currentStreak).toBe(1);
    expect(streakIn('Europe/Berlin').currentStreak).toBe(1);
  });

  it('does day arithmetic on calendar days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
    expect(daysBetween('2026-03-10', '2026-03-08')).toBe(-2);
  });
});

describe('startOfDay', () => {
  it('is local midnight of the instant’s day in the zone, as an instant', () => {
    expect(startOfDay(new Date('2026-03-10T03:30:00Z'), 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfDay(new Date('2026-03-10T03:30:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay(new Date('2026-03-09T20:00:00Z'), 'Asia/Tokyo').toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(startOfDay(new Date('2026-03-10T03:30:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-03-09T18:30:00.000Z');
  });

  it('follows daylight saving and falls back to UTC for an unknown zone', () => {
    // New York moves to summer time on 2026-03-08 at 02:00: that day still began at 05:00Z.
    expect(startOfDay(new Date('2026-03-08T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay(new Date('2026-03-09T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay(new Date('2026-03-10T03:30:00Z'), 'Mars/Olympus_Mons').toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });
});
