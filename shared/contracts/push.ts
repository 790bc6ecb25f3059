/**
 * Web push: this browser's subscription and the Notification settings (docs/decisions/052-push-and-reminders.md).
 */
import { z } from 'zod';
import { plainText } from './text';

export const PUSH_KINDS = ['newMatch', 'newMessage', 'teachBack', 'sharedJourney', 'pairStreak', 'reviewReminder'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const pushKindSchema = z.enum(PUSH_KINDS);

/** A push-service URL (https only; the server also refuses private and loopback hosts). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: plainText()
    .max(1024)
    .pipe(z.url({ protocol: /^https?$/ })),
  keys: z.object({
    // base64url: a P-256 public key is 65 bytes (87 characters), the auth secret 16 bytes (22 characters).
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { error: 'p256dh must be a base64url P-256 public key' }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, { error: 'auth must be a base64url secret' }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({ endpoint: plainText().max(1024) });

/** The public half of the server's VAPID pair, or null when push is off on this server. */
export const pushConfigSchema = z.object({ publicKey: z.string().nullable() });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** Minutes after local midnight, 0..1439. */
const minuteOfDay = z.number().int().min(0).max(1439);

export const pushSettingsSchema = z.object({
  kinds: z.record(pushKindSchema, z.boolean()),
  /** Kinds that paused themselves after being ignored 5 times in a row. */
  paused: z.array(pushKindSchema),
  quietStart: minuteOfDay,
  quietEnd: minuteOfDay,
  timeZone: z.string(),
  /** Subscribed browsers of this account. */
  devices: z.number().int(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const updatePushSettingsInputSchema = z
  .object({
    kinds: z.partialRecord(pushKindSchema, z.boolean()),
    quietStart: minuteOfDay,
    quietEnd: minuteOfDay,
  })
  .partial();
export type UpdatePushSettingsInput = z.infer<typeof updatePushSettingsInputSchema>;

export const resumePushKindInputSchema = z.object({ kind: pushKindSchema });

/** What the service worker receives (encrypted) and shows. */
export const pushPayloadSchema = z.object({
  kind: pushKindSchema,
  title: z.string(),
  body: z.string(),
  /** The screen a tap opens (a path on this origin). */
  url: z.string(),
  deliveryId: z.number().int(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
