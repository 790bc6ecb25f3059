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
    expect(computeStreaks([], '2026-03-10')).toMatchObject({ currentStreak: 0, longestStreak: 0, lastActivityDate: null });
  });

  it('counts a run that ends today', () => {
    expect(computeStreaks(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toMatchObject({
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
    expect(computeStreaks(days, '2026-03-10')).toMatchObject({ currentStreak: 0, longestStreak: 4, lastActivityDate: '2026-03-08' });
  });

  it('ignores order and duplicates and crosses month and year ends', () => {
    const days = ['2026-01-01', '2025-12-31', '2025-12-30', '2026-01-01'];
    expect(computeStreaks(days, '2026-01-01')).toMatchObject({ currentStreak: 3, longestStreak: 3, lastActivityDate: '2026-01-01' });
  });

  it('counts across a daylight-saving change as consecutive days', () => {
    expect(computeStreaks(['2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-30').currentStreak).toBe(3);
  });
});

describe('computeStreaks', () => {
  it('has no streak and no last activity before the first review', () => {
    expect(computeStreaks([], '2026-03-10')).toMatchObject({ currentStreak: 0, longestStreak: 0, lastActivityDate: null });
  });

  it('counts consecutive days ending today', () => {
    expect(computeStreaks(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
      lastActivityDate: '2026-03-10',
    });
  });

  it('keeps the streak alive through the day after the last review', () => {
    expect(computeStreaks(['2026-03-08', '2026-03-09'], '2026-03-10').currentStreak).toBe(2);
  });

  it('loses the current streak after a whole missed day but remembers the longest', () => {
    expect(computeStreaks(['2026-03-06', '2026-03-07', '2026-03-08'], '2026-03-10')).toMatchObject({
      currentStreak: 0,
      longestStreak: 3,
      lastActivityDate: '2026-03-08',
    });
  });

  it('restarts the count after a missed day in the middle', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-07', '2026-03-08'];
    expect(computeStreaks(days, '2026-03-08')).toMatchObject({ currentStreak: 2, longestStreak: 5, lastActivityDate: '2026-03-08' });
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
    const streakIn = (zone: string) =>
      computeStreaks(
        reviews.map((at) => calendarDay(at, zone)),
        calendarDay(reviews[1]!, zone),
      );
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

describe('streak freezes (the one rule for personal and pair streaks)', () => {
  /** `count` consecutive days from `first`. */
  const run = (first: string, count: number) => Array.from({ length: count }, (_, index) => addDays(first, index));

  it('earns one freeze per 7 days in a row and holds at most 2', () => {
    expect(computeStreaks(run('2026-11-01', 6), '2026-11-06').freezes).toBe(0);
    expect(computeStreaks(run('2026-11-01', 7), '2026-11-07')).toEqual({ currentStreak: 7, longestStreak: 7, lastActivityDate: '2026-11-07', freezes: 1, isTodayDone: true });
    expect(computeStreaks(run('2026-11-01', 14), '2026-11-14').freezes).toBe(2);
    expect(computeStreaks(run('2026-11-01', 28), '2026-11-28').freezes).toBe(2);
  });

  it('spends a freeze on one missed day: the streak keeps its days and the day adds none', () => {
    const days = [...run('2026-11-01', 7), ...run('2026-11-09', 3)]; // the 8th missed
    expect(computeStreaks(days, '2026-11-11')).toMatchObject({ currentStreak: 10, longestStreak: 10, freezes: 0, isTodayDone: true });
  });

  it('is spent on the missed day itself, even while today is still open', () => {
    // Active up to the 7th, nothing on the 8th, today (the 9th) not done yet: the freeze covered the 8th.
    expect(computeStreaks(run('2026-11-01', 7), '2026-11-09')).toMatchObject({ currentStreak: 7, freezes: 0, isTodayDone: false });
    // Nothing on the 9th either: the next day there is no freeze left and the streak is over.
    expect(computeStreaks(run('2026-11-01', 7), '2026-11-10')).toMatchObject({ currentStreak: 0, longestStreak: 7, freezes: 0 });
  });

  it('two held freezes cover two missed days; a missed day with none ends the streak', () => {
    expect(computeStreaks([...run('2026-11-01', 14), '2026-11-17'], '2026-11-17')).toMatchObject({ currentStreak: 15, freezes: 0 });
    expect(computeStreaks([...run('2026-11-01', 5), '2026-11-07'], '2026-11-07')).toMatchObject({ currentStreak: 1, longestStreak: 5, freezes: 0 });
  });

  it('starts earning again after a spent freeze (the earning run starts over)', () => {
    // 7 days (1 freeze), 8th missed (spent), 9th-15th: 7 more days earn the next one.
    const days = [...run('2026-11-01', 7), ...run('2026-11-09', 7)];
    expect(computeStreaks(days, '2026-11-15')).toMatchObject({ currentStreak: 14, freezes: 1 });
    expect(computeStreaks(days.slice(0, -1), '2026-11-14')).toMatchObject({ currentStreak: 13, freezes: 0 });
  });

  it('a broken streak loses its freezes', () => {
    const days = [...run('2026-10-01', 14), ...run('2026-10-20', 2)]; // 2 freezes, then a 5-day gap
    expect(computeStreaks(days, '2026-10-21')).toMatchObject({ currentStreak: 2, longestStreak: 14, freezes: 0 });
  });

  it('counts a personal streak with a freeze across the end of summer time (New York, 1 November 2026)', () => {
    // One review a day at 03:30Z: 23:30 EDT (-4) the evening before, then 22:30 EST (-5) after the change.
    const instants = ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01'].map((day) => new Date(`${addDays(day, 1)}T03:30:00Z`));
    const zone = 'America/New_York';
    const days = instants.map((instant) => calendarDay(instant, zone));
    expect(days).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    // 2 November missed, 3 November today and done: the freeze earned by the seven days covers it.
    const today = calendarDay(new Date('2026-11-03T15:00:00Z'), zone);
    expect(computeStreaks([...days, today], today)).toMatchObject({ currentStreak: 8, freezes: 0, isTodayDone: true });
    // In UTC the same instants fall a day later: the freeze covers a different day, same result.
    expect(
      computeStreaks(
        instants.map((instant) => calendarDay(instant, 'UTC')),
        '2026-11-03',
      ),
    ).toMatchObject({ currentStreak: 7, freezes: 1, isTodayDone: false });
  });
});
