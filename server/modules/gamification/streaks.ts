/**
 * Calendar days and streaks (pure). A day is a YYYY-MM-DD string in the user's time zone; a streak is a
 * run of consecutive days, current while it reaches today or yesterday (today may still come).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of `date` in `timeZone`; an unknown zone falls back to UTC. */
export function calendarDay(date: Date, timeZone: string): string {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    formatter = formatterFor('UTC');
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const MS_PER_DAY = 86_400_000;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);
}

export interface StreakStats {
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
}

/** `days`: distinct active days in any order. */
export function computeStreaks(days: readonly string[], today: string): StreakStats {
  const numbers = [...new Set(days.map(dayNumber))].filter(Number.isFinite).sort((a, b) => a - b);
  if (numbers.length === 0) return { currentStreak: 0, longestStreak: 0, lastActivityDate: null };

  let longest = 1;
  let run = 1;
  for (let index = 1; index < numbers.length; index += 1) {
    run = numbers[index] === (numbers[index - 1] as number) + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  // `run` now holds the length of the final run.
  const last = numbers[numbers.length - 1] as number;
  const isCurrent = last >= dayNumber(today) - 1;
  const lastActivityDate = new Date(last * MS_PER_DAY).toISOString().slice(0, 10);
  return { currentStreak: isCurrent ? run : 0, longestStreak: longest, lastActivityDate };
}
