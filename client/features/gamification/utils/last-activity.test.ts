import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { lastActivityLabel } from './last-activity';

// No catalogue loaded: the English messages of the code are shown, as in English.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('lastActivityLabel', () => {
  it("says 'Today' when the last activity is the user's today", () => {
    expect(lastActivityLabel({ lastActivityDate: '2026-03-10', today: '2026-03-10' }, i18n, 'en')).toBe('Today');
  });

  it('shows an earlier calendar day as a date, without a time-zone shift', () => {
    expect(lastActivityLabel({ lastActivityDate: '2026-03-01', today: '2026-03-10' }, i18n, 'en')).toBe('Mar 1, 2026');
  });

  it("shows the date in the reader's language", () => {
    expect(lastActivityLabel({ lastActivityDate: '2026-03-01', today: '2026-03-10' }, i18n, 'es')).toBe('1 mar 2026');
  });

  it('says so when there was no activity yet', () => {
    expect(lastActivityLabel({ lastActivityDate: null, today: '2026-03-10' }, i18n, 'en')).toBe('Not yet');
  });
});
