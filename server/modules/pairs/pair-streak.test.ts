import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDay } from '../../lib/calendar';
import { computePairStreak, partnerCalendar, type PartnerCalendar } from './pair-streak';

const at = (iso: string) => new Date(iso);
/** `count` consecutive days from `first`. */
const run = (first: CalendarDay, count: number) => Array.from({ length: count }, (_, index) => addDays(first, index));
const both = (days: CalendarDay[], today: CalendarDay): [PartnerCalendar, PartnerCalendar] => [
  { days, today },
  { days, today },
];

describe('pair streak across time zones', () => {
  it('counts a day both did on their own calendars, 13 hours apart (Auckland and London)', () => {
    // Auckland 25 Nov 00:30 and London 25 Nov 10:00: almost a whole day apart in UTC, the same day for each.
    const auckland = partnerCalendar([at('2026-11-24T11:30:00Z')], [], 'Pacific/Auckland', at('2026-11-25T12:00:00Z'));
    const london = partnerCalendar([at('2026-11-25T10:00:00Z')], [], 'Europe/London', at('2026-11-25T12:00:00Z'));
    expect(auckland.today).toBe('2026-11-26');
    expect(london.today).toBe('2026-11-25');
    // The pair's open day is the earlier today (London's 25th), and it is done.
    expect(computePairStreak(auckland, london, '2026-11-01')).toEqual({ days: 1, freezes: 0, isTodayDone: true });
  });

  it('does not count the same UTC hour when it falls on different days for the two (Auckland and Los Angeles)', () => {
    const now = at('2026-11-25T20:00:00Z');
    // 19:00 UTC on the 25th: Auckland 26th 08:00, Los Angeles 25th 11:00.
    const auckland = partnerCalendar([at('2026-11-25T19:00:00Z')], [], 'Pacific/Auckland', now);
    const losAngeles = partnerCalendar([at('2026-11-25T19:00:00Z')], [], 'America/Los_Angeles', now);
    expect(computePairStreak(auckland, losAngeles, '2026-11-01')).toEqual({ days: 0, freezes: 0, isTodayDone: false });
  });

  it('keeps a streak alive while the partner further west has not reached the next day yet', () => {
    const now = at('2026-11-26T20:00:00Z'); // Auckland 27th 09:00, Los Angeles 26th 12:00
    const auckland = partnerCalendar([at('2026-11-24T20:00:00Z'), at('2026-11-25T20:00:00Z')], [], 'Pacific/Auckland', now); // 25th, 26th
    const losAngeles = partnerCalendar([at('2026-11-25T20:00:00Z'), at('2026-11-26T19:00:00Z')], [], 'America/Los_Angeles', now); // 25th, 26th
    expect(computePairStreak(auckland, losAngeles, '2026-11-01')).toEqual({ days: 2, freezes: 0, isTodayDone: true });
    // Los Angeles has not done the 26th yet: still 1 day, today open, nothing broken.
    const lateLosAngeles = partnerCalendar([at('2026-11-25T20:00:00Z')], [], 'America/Los_Angeles', now);
    expect(computePairStreak(auckland, lateLosAngeles, '2026-11-01')).toEqual({ days: 1, freezes: 0, isTodayDone: false });
  });

  it('uses the day after the clocks go back in Berlin (last Sunday of October, a 25-hour day)', () => {
    const now = at('2026-10-27T08:00:00Z');
    // 23 Oct 22:30Z is 24 Oct 00:30 CEST; 25 Oct 22:30Z is 25 Oct 23:30 CET (a fixed +2 offset would say the 26th).
    const berlin = partnerCalendar([at('2026-10-23T22:30:00Z'), at('2026-10-25T22:30:00Z'), at('2026-10-26T22:30:00Z')], [], 'Europe/Berlin', now);
    expect(berlin.days).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    const newYork = partnerCalendar([], ['2026-10-24', '2026-10-25', '2026-10-26'], 'America/New_York', now);
    expect(computePairStreak(berlin, newYork, '2026-10-01')).toEqual({ days: 3, freezes: 0, isTodayDone: false });
  });

  it('counts only days since the match began and only days both were active', () => {
    const [a] = both(run('2026-11-01', 10), '2026-11-10');
    expect(computePairStreak(a, { days: run('2026-11-01', 10), today: '2026-11-10' }, '2026-11-08')).toEqual({ days: 3, freezes: 0, isTodayDone: true });
    expect(computePairStreak(a, { days: [], today: '2026-11-10' }, '2026-11-01')).toEqual({ days: 0, freezes: 0, isTodayDone: false });
  });
});

describe('pair streak freezes', () => {
  it('earns one freeze per 7-day run, holds at most two', () => {
    expect(computePairStreak(...both(run('2026-11-01', 6), '2026-11-06'), '2026-11-01').freezes).toBe(0);
    expect(computePairStreak(...both(run('2026-11-01', 7), '2026-11-07'), '2026-11-01')).toEqual({ days: 7, freezes: 1, isTodayDone: true });
    expect(computePairStreak(...both(run('2026-11-01', 21), '2026-11-21'), '2026-11-01')).toEqual({ days: 21, freezes: 2, isTodayDone: true });
  });

  it('spends a freeze on a missed day: the streak keeps its days and goes on', () => {
    const days = [...run('2026-11-01', 7), ...run('2026-11-09', 2)]; // the 8th is missed
    expect(computePairStreak(...both(days, '2026-11-10'), '2026-11-01')).toEqual({ days: 9, freezes: 0, isTodayDone: true });
  });

  it('a missed day without a freeze, or a two-day gap with one freeze, breaks the streak', () => {
    const noFreeze = [...run('2026-11-01', 5), ...run('2026-11-07', 2)]; // the 6th missed, nothing held
    expect(computePairStreak(...both(noFreeze, '2026-11-08'), '2026-11-01')).toEqual({ days: 2, freezes: 0, isTodayDone: true });
    const twoDayGap = [...run('2026-11-01', 7), ...run('2026-11-10', 1)]; // the 8th and 9th missed, one freeze held
    expect(computePairStreak(...both(twoDayGap, '2026-11-10'), '2026-11-01')).toEqual({ days: 1, freezes: 0, isTodayDone: true });
    // Nothing done since the gap: the streak is over.
    expect(computePairStreak(...both(run('2026-11-01', 7), '2026-11-10'), '2026-11-01')).toEqual({ days: 0, freezes: 0, isTodayDone: false });
  });

  it('two held freezes cover a two-day gap', () => {
    const days = [...run('2026-11-01', 14), ...run('2026-11-17', 1)]; // the 15th and 16th missed
    expect(computePairStreak(...both(days, '2026-11-17'), '2026-11-01')).toEqual({ days: 15, freezes: 0, isTodayDone: true });
  });

  it('an open today that is not done yet spends nothing and breaks nothing', () => {
    expect(computePairStreak(...both(run('2026-11-01', 7), '2026-11-08'), '2026-11-01')).toEqual({ days: 7, freezes: 1, isTodayDone: false });
  });
});

describe('pair streak freezes across zones and daylight saving', () => {
  /** Local noon of `day` in a zone `offsetHours` ahead of UTC, as an instant. */
  const noon = (day: CalendarDay, offsetHours: number) => new Date(Date.parse(`${day}T12:00:00Z`) - offsetHours * 3_600_000);

  it('Auckland and London (12, then 13 hours apart when London leaves summer time): a freeze covers the day London missed', () => {
    const week = run('2026-10-20', 7); // 20-26 October; London's clocks go back on the 25th
    const auckland = partnerCalendar(
      [...week, '2026-10-27', '2026-10-28'].map((day) => noon(day, 13)),
      [],
      'Pacific/Auckland',
      at('2026-10-28T20:00:00Z'),
    );
    const london = partnerCalendar(
      [...week, '2026-10-28'].map((day) => noon(day, day < '2026-10-25' ? 1 : 0)),
      [],
      'Europe/London',
      at('2026-10-28T20:00:00Z'),
    );
    expect(auckland.days).toEqual([...week, '2026-10-27', '2026-10-28']);
    expect(london.days).toEqual([...week, '2026-10-28']);
    expect(auckland.today).toBe('2026-10-29');
    // Seven pair days earned a freeze; London's missed 27th spent it; the 28th (the pair's open day) is done.
    expect(computePairStreak(auckland, london, '2026-10-01')).toEqual({ days: 8, freezes: 0, isTodayDone: true });
    // Without the seventh day there was no freeze: the missed 27th ends the streak, the 28th starts a new one.
    const shortLondon = { ...london, days: london.days.filter((day) => day !== '2026-10-26') };
    expect(computePairStreak(auckland, shortLondon, '2026-10-01')).toEqual({ days: 1, freezes: 0, isTodayDone: true });
  });
});
