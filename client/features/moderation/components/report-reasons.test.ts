import { describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@shared/constants/safety';
import { REPORT_REASON_NAMES } from './report-reasons';

describe('REPORT_REASON_NAMES', () => {
  it('says in English exactly what REPORT_REASON_LABELS says', () => {
    for (const reason of REPORT_REASONS) expect(REPORT_REASON_NAMES[reason].message).toBe(REPORT_REASON_LABELS[reason]);
  });
});
