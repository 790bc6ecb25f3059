/**
 * The report reasons as the reporter reads them, translated where shown: the English is that of
 * REPORT_REASON_LABELS (shared/constants/safety.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ReportReason } from '@shared/constants/safety';

export const REPORT_REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  scam_or_fraud: /*i18n*/ { id: 'safety.reason.scamOrFraud', message: 'Scam or fraud' },
  asks_for_money_or_keys: /*i18n*/ { id: 'safety.reason.asksForMoneyOrKeys', message: 'Asks for money, keys or a seed phrase' },
  harassment: /*i18n*/ { id: 'safety.reason.harassment', message: 'Harassment or bullying' },
  sexual_content: /*i18n*/ { id: 'safety.reason.sexualContent', message: 'Sexual content' },
  spam: /*i18n*/ { id: 'safety.reason.spam', message: 'Spam' },
  impersonation: /*i18n*/ { id: 'safety.reason.impersonation', message: 'Pretending to be someone else' },
  underage: /*i18n*/ { id: 'safety.reason.underage', message: 'May be under 18' },
  other: /*i18n*/ { id: 'safety.reason.other', message: 'Something else' },
};
