import { z } from 'zod';
import { pushSettingsSchema } from './push';
import { plainText } from './text';
import { PASSWORD_MAX } from './auth';

/** New passwords are held to a higher bar than the spec's sign-up minimum (docs/decisions/017-account-controls-and-deletion.md). */
export const NEW_PASSWORD_MIN = 8;

export const changePasswordInputSchema = z.strictObject({
  currentPassword: plainText().min(1, { error: 'Enter your current password' }).max(PASSWORD_MAX),
  newPassword: plainText()
    .min(NEW_PASSWORD_MIN, { error: `New password must be at least ${NEW_PASSWORD_MIN} characters` })
    .max(PASSWORD_MAX, { error: `New password must be at most ${PASSWORD_MAX} characters` }),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const changePasswordResultSchema = z.object({ endedSessions: z.number().int() });
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** Which live toasts the user wants (the events still update the app; only the toast is skipped). */
export const notificationSettingsSchema = z.strictObject({
  matches: z.boolean(),
  messages: z.boolean(),
  achievements: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Off means partners see neither: no presence announced or shown, no read marks on their messages, no
 *  study suggestion built from the modules this user completed. */
export const privacySettingsSchema = z.strictObject({
  showOnlineStatus: z.boolean(),
  sendReadReceipts: z.boolean(),
  shareLearningProgress: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const accountSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const updateAccountSettingsInputSchema = z
  .strictObject({
    notifications: notificationSettingsSchema.partial().optional(),
    privacy: privacySettingsSchema.partial().optional(),
  })
  .refine((input) => Object.keys(input.notifications ?? {}).length + Object.keys(input.privacy ?? {}).length > 0, {
    error: 'Nothing to change',
  });
export type UpdateAccountSettingsInput = z.infer<typeof updateAccountSettingsInputSchema>;

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  notifications: { matches: true, messages: true, achievements: true },
  privacy: { showOnlineStatus: true, sendReadReceipts: true, shareLearningProgress: true },
};

export const deleteAccountInputSchema = z.strictObject({
  password: plainText().min(1, { error: 'Enter your password to confirm' }).max(PASSWORD_MAX),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/users/me/export: everything held about the caller (never the password hash), sent as a file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  settings: accountSettingsSchema,
  preferences: rows,
  personality: z.record(z.string(), z.unknown()).nullable(),
  learningProgress: rows,
  quizAttempts: rows,
  pointsLedger: rows,
  achievements: rows,
  vocabularyCards: rows,
  vocabularyReviews: rows,
  /** The trainer's dial (docs/decisions/065); null while the learner keeps the defaults. */
  vocabularySettings: z.record(z.string(), z.unknown()).nullable(),
  activityDays: rows,
  matches: rows,
  messagesSent: rows,
  /** The official notices in the system inbox (warnings, outcomes of the user's reports). */
  notices: rows,
  /** The account's e-mail (verified and pending) and the links mailed to it, never a token (docs/decisions/050). */
  email: z.object({ address: z.string().nullable(), verifiedAt: z.string().nullable(), pendingAddress: z.string().nullable() }).nullable(),
  emailLinks: rows,
  /** Push notification settings, subscribed browsers (the push service's host only) and pushes sent (docs/decisions/052). */
  push: z.object({ settings: pushSettingsSchema, subscriptions: rows, deliveries: rows }),
  /** The passkeys on the account: names and dates, never key material (docs/decisions/051). */
  passkeys: rows,
  /** Whether TOTP two-step sign-in is on (docs/decisions/062): never the secret or a recovery code. */
  totp: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable(), recoveryCodesLeft: z.number().int() }),
  /** What is kept after a deletion, and what a partner's privacy leaves out (docs/decisions/046). */
  retention: z.object({ reports: z.string(), username: z.string(), partners: z.string() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
