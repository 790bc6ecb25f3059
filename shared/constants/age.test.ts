import { describe, expect, it } from 'vitest';
import { ageGroupOf, ageInYears, latestBirthMonthForAge, monthNumber } from './age';

describe('age in whole months (docs/decisions/045-age-gate.md)', () => {
  const march2026 = new Date(Date.UTC(2026, 2, 1, 0, 0));

  it('is reached in the birth month itself, by the UTC calendar', () => {
    expect(ageInYears({ year: 2013, month: 3 }, march2026)).toBe(13);
    expect(ageInYears({ year: 2013, month: 4 }, march2026)).toBe(12);
    // One minute before March in UTC is still February, wherever the server is.
    expect(ageInYears({ year: 2013, month: 3 }, new Date(Date.UTC(2026, 1, 28, 23, 59)))).toBe(12);
    expect(ageInYears({ year: 2026, month: 4 }, march2026)).toBeLessThan(0);
  });

  it('groups adults from the month they turn 18, and an unanswered account apart', () => {
    expect(ageGroupOf({ year: 2008, month: 3 }, march2026)).toBe('adult');
    expect(ageGroupOf({ year: 2008, month: 4 }, march2026)).toBe('teen');
    expect(ageGroupOf(null, march2026)).toBe('unknown');
    expect(latestBirthMonthForAge(18, march2026)).toBe(monthNumber(2008, 3));
  });
});
