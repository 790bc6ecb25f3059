/** Why a user reports someone: a fixed list, in the order the report dialog offers it. */
export const REPORT_REASONS = ['scam_or_fraud', 'asks_for_money_or_keys', 'harassment', 'sexual_content', 'spam', 'impersonation', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam_or_fraud: 'Scam or fraud',
  asks_for_money_or_keys: 'Asks for money, keys or a seed phrase',
  harassment: 'Harassment or bullying',
  sexual_content: 'Sexual content',
  spam: 'Spam',
  impersonation: 'Pretending to be someone else',
  underage: 'May be under 18',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 500;
/** A suspension lasts from one hour to one year. */
export const SUSPENSION_MAX_HOURS = 24 * 365;
export const SUSPENSION_PRESETS_HOURS = [24, 24 * 7, 24 * 30] as const;

export const USER_ROLES = ['user', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What both users of a conversation see in place of a message a moderator removed. */
export const REMOVED_MESSAGE_TEXT = 'Message removed by a moderator';
