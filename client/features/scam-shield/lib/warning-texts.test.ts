import { describe, expect, it } from 'vitest';
import { SCAM_WARNING_KINDS, scamRuleFor } from '@shared/constants/scam-rules';
import { SCAM_WARNING_TEXTS } from './warning-texts';

describe('SCAM_WARNING_TEXTS', () => {
  it('says in English exactly what the scam rules say', () => {
    for (const kind of SCAM_WARNING_KINDS) {
      expect(SCAM_WARNING_TEXTS[kind].title.message).toBe(scamRuleFor(kind).title);
      expect(SCAM_WARNING_TEXTS[kind].explanation.message).toBe(scamRuleFor(kind).explanation);
    }
  });
});
