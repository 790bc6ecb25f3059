import { describe, expect, it } from 'vitest';
import { lastActivityLabel } from './last-activity';

describe('lastActivityLabel', () => {
  it("says 'Today' when the last activity is the user's today", () => {
    expect(lastActivityLabel({ lastActivityDate: '2026-03-10', today: '2026-03-10' })).toBe('Today');
  });

  it('shows an earlier calendar day as a date, without a time-zone shift', () => {
    expect(lastActivityLabel({ lastActivityDate: '2026-03-01', today: '2026-03-10' })).toBe('Mar 1, 2026');
  });

  it('says so when there was no activity yet', () => {
    expect(lastActivityLabel({ lastActivityDate: null, today: '2026-03-10' })).toBe('Not yet');
  });
});
