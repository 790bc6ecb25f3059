import { z } from 'zod';
import { idSchema } from './ids';
import { multilineText } from './text';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../constants/safety';

export const reportInputSchema = z.strictObject({
  reportedUserId: idSchema(),
  matchId: idSchema().optional(),
  messageId: idSchema().optional(),
  reason: z.enum(REPORT_REASONS, { error: 'Choose one of the listed reasons' }),
  details: multilineText()
    .trim()
    .max(REPORT_DETAILS_MAX, { error: `Details can be at most ${REPORT_DETAILS_MAX} characters` })
    .default(''),
  /** Also block the reported user (their match ends for both). */
  block: z.boolean().default(false),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'resolved']),
  /** True when the match was ended by this request's block. */
  blocked: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** What arrives in the system inbox: a moderator's warning, or the outcome of a report the user filed. */
export const NOTICE_KINDS = ['warning', 'report_outcome'] as const;

/** An official notice from Coinmates; its text is always the app's own, never a user's. */
export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  message: z.string(),
  createdAt: z.string(),
  /** A warning is read once acknowledged ("I understand"); a report's outcome once opened. */
  isRead: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.array(noticeSchema);
