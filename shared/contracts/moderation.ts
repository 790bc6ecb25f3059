import { z } from 'zod';
import { idParam } from './ids';
import { multilineText } from './text';
import { MODERATION_NOTE_MAX, REPORT_REASONS, SUSPENSION_MAX_HOURS } from '../constants/safety';

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'remove_message', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const note = multilineText()
  .trim()
  .max(MODERATION_NOTE_MAX, { error: `Notes can be at most ${MODERATION_NOTE_MAX} characters` })
  .default('');

export const moderationActionInputSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('dismiss'), note }),
  z.strictObject({ action: z.literal('warn'), note }),
  z.strictObject({ action: z.literal('remove_message'), note }),
  z.strictObject({
    action: z.literal('suspend'),
    note,
    durationHours: z.number().int().min(1).max(SUSPENSION_MAX_HOURS, { error: 'A suspension lasts at most a year' }),
  }),
  z.strictObject({ action: z.literal('ban'), note }),
]);
export type ModerationActionInput = z.input<typeof moderationActionInputSchema>;

/** A party of a report; after they deleted their account, both names are the report's pseudonym. */
const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  isDeleted: z.boolean(),
});

export const accountStatusSchema = z.enum(['active', 'suspended', 'banned', 'deleted']);

export const contextMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  sent: z.string(),
  isReported: z.boolean(),
  /** The texts it had before its sender edited it, oldest first (docs/decisions/053-chat-replies-reactions-edits-search.md). */
  earlierVersions: z.array(z.string()).optional(),
  /** Its sender deleted it from the chat; moderators still read what it said. */
  isDeleted: z.boolean().optional(),
});

export const moderationReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  createdAt: z.string(),
  reporter: personSchema,
  reportedUser: personSchema.extend({ status: accountStatusSchema, suspendedUntil: z.string().nullable() }),
  messageId: z.number().int().nullable(),
  /** Whether the reported message is still in the conversation (not removed, chat not ended). */
  isMessageVisible: z.boolean(),
  context: z.array(contextMessageSchema),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;
export const moderationReportListSchema = z.array(moderationReportSchema);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  action: z.string(),
  targetUserId: z.number().int().nullable(),
  reportId: z.number().int().nullable(),
  details: z.object({ messageId: z.number().int().optional(), durationHours: z.number().int().optional(), until: z.string().optional(), note: z.string().optional() }),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);

/** GET /api/moderation/audit?before=<id>: the page of entries older than that id. */
export const auditQuerySchema = z.strictObject({ before: idParam().optional() });
