import { describe, expect, it } from 'vitest';
import { calendarDay, computeStreaks } from './streaks';

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
