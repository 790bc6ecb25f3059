/**
 * Web push (docs/decisions/052-push-and-reminders.md): subscriptions, Notification settings, and the one
 * way a push goes out, `deliver`, which applies every rule in order: the kind is switched on, not in the
 * user's quiet hours, not paused after 5 ignored in a row, at most 2 a day per user (the user's calendar
 * day), once per slot; then it is encrypted for each of the user's browsers and sent, and a subscription
 * the push service says is gone (404/410) is removed.
 */
import webpush from 'web-push';
import { PUSH_KINDS, type PushKind, type PushPayload, type PushSettings, type PushSubscriptionInput, type UpdatePushSettingsInput } from '../../../shared/contracts/push';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { calendarDay } from '../../lib/calendar';
import { checkPushEndpoint } from './endpoint-guard';
import * as repository from './push.repository';
import { isQuietMinute, localMinuteOfDay } from './push-time';
import type { VapidKeys } from './vapid-keys';
import type { ContentTranslations } from '../i18n/content-translations';

/** Pushes a user may receive per calendar day, every kind together. */
export const MAX_PUSHES_PER_DAY = 2;
/** A kind pauses itself after this many pushes in a row were never tapped. */
export const IGNORED_IN_A_ROW_TO_PAUSE = 5;
/** How long one push service request may take. */
const PUSH_SEND_TIMEOUT_MS = 10_000;
/** Browsers one account may subscribe. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;
const DEFAULT_QUIET_START = 22 * 60;
const DEFAULT_QUIET_END = 8 * 60;

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PushDeps {
  db: Database;
  log: Logger;
  vapid: VapidKeys | undefined;
  vapidSubject: string;
  allowPrivateEndpoints: boolean;
  clock: () => Date;
  /** Journey names in the recipient's language (docs/decisions/056-translations.md); English when absent. */
  content?: Pick<ContentTranslations, 'journey'>;
}

const KIND_COLUMNS = {
  newMatch: 'newMatch',
  newMessage: 'newMessage',
  teachBack: 'teachBack',
  sharedJourney: 'sharedJourney',
  pairStreak: 'pairStreak',
  reviewReminder: 'reviewReminder',
} as const satisfies Record<PushKind, keyof repository.PushSettingsRow>;

type StoredSettings = Omit<repository.PushSettingsRow, 'userId' | 'updatedAt'>;

function defaults(): StoredSettings {
  return { newMatch: true, newMessage: true, teachBack: true, sharedJourney: true, pairStreak: true, reviewReminder: true, quietStart: DEFAULT_QUIET_START, quietEnd: DEFAULT_QUIET_END };
}

async function storedSettings(db: Database, userId: number): Promise<StoredSettings> {
  const row = await repository.findSettings(db, userId);
  if (!row) return defaults();
  const { userId: _userId, updatedAt: _updatedAt, ...values } = row;
  return values;
}

async function isPaused(db: Database, userId: number, kind: PushKind, resumedAt: Date | undefined): Promise<boolean> {
  const recent = await repository.recentDeliveries(db, userId, kind, resumedAt, IGNORED_IN_A_ROW_TO_PAUSE);
  return recent.length === IGNORED_IN_A_ROW_TO_PAUSE && recent.every((delivery) => !delivery.clicked);
}

export async function getPushSettings(deps: Pick<PushDeps, 'db'>, userId: number): Promise<PushSettings> {
  const [stored, user, resumes, devices] = await Promise.all([
    storedSettings(deps.db, userId),
    repository.findUser(deps.db, userId),
    repository.listResumes(deps.db, userId),
    repository.countSubscriptions(deps.db, userId),
  ]);
  if (!user) throw notFound('Account not found');
  const paused: PushKind[] = [];
  for (const kind of PUSH_KINDS) if (await isPaused(deps.db, userId, kind, resumes.get(kind))) paused.push(kind);
  const kinds = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, stored[KIND_COLUMNS[kind]]])) as Record<PushKind, boolean>;
  return { kinds, paused, quietStart: stored.quietStart, quietEnd: stored.quietEnd, timeZone: user.timeZone, devices };
}

export async function updatePushSettings(deps: Pick<PushDeps, 'db'>, userId: number, input: UpdatePushSettingsInput): Promise<PushSettings> {
  const stored = await storedSettings(deps.db, userId);
  const next: StoredSettings = { ...stored };
  for (const kind of PUSH_KINDS) {
    const value = input.kinds?.[kind];
    if (value !== undefined) next[KIND_COLUMNS[kind]] = value;
  }
  if (input.quietStart !== undefined) next.quietStart = input.quietStart;
  if (input.quietEnd !== undefined) next.quietEnd = input.quietEnd;
  await repository.upsertSettings(deps.db, userId, next);
  return getPushSettings(deps, userId);
}

/** One tap in the settings: the kind's ignored pushes before now no longer count. */
export async function resumePushKind(deps: Pick<PushDeps, 'db' | 'clock'>, userId: number, kind: PushKind): Promise<PushSettings> {
  await repository.upsertResume(deps.db, userId, kind, deps.clock());
  return getPushSettings(deps, userId);
}

export async function subscribe(deps: PushDeps, userId: number, input: PushSubscriptionInput): Promise<void> {
  if (!deps.vapid) throw new AppError(ERROR_CODES.unavailable, 'Push notifications are not set up on this server.');
  const verdict = await checkPushEndpoint(input.endpoint, deps.allowPrivateEndpoints);
  if (!verdict.ok) throw badRequest(verdict.reason);
  const existing = await repository.listSubscriptions(deps.db, userId);
  if (!existing.some((row) => row.endpoint === input.endpoint) && existing.length >= MAX_SUBSCRIPTIONS_PER_USER) {
    throw badRequest(`At most ${MAX_SUBSCRIPTIONS_PER_USER} browsers can get push notifications. Turn them off on a browser you no longer use.`);
  }
  await repository.upsertSubscription(deps.db, userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
}

export async function unsubscribe(deps: Pick<PushDeps, 'db'>, userId: number, endpoint: string): Promise<void> {
  await repository.deleteSubscription(deps.db, userId, endpoint);
}

export async function recordClick(deps: Pick<PushDeps, 'db' | 'clock'>, userId: number, deliveryId: number): Promise<void> {
  if (!(await repository.markClicked(deps.db, userId, deliveryId, deps.clock()))) throw notFound('Notification not found');
}

export type DeliveryOutcome = 'sent' | 'off' | 'quiet' | 'paused' | 'cap' | 'slot-taken' | 'no-device' | 'push-off' | 'failed';

export interface PushRequest {
  userId: number;
  kind: PushKind;
  /** Once per slot (e.g. `pair:12:2026-11-27`); null: no such limit. */
  slot: string | null;
  content: Omit<PushPayload, 'kind' | 'deliveryId'>;
  /** Hours the push service keeps it for an offline browser. */
  ttlHours: number;
}

export async function deliver(deps: PushDeps, request: PushRequest): Promise<DeliveryOutcome> {
  const { userId, kind } = request;
  if (!deps.vapid) return 'push-off';
  const now = deps.clock();
  const [stored, user, resumes, subscriptions] = await Promise.all([
    storedSettings(deps.db, userId),
    repository.findUser(deps.db, userId),
    repository.listResumes(deps.db, userId),
    repository.listSubscriptions(deps.db, userId),
  ]);
  if (!user) return 'off';
  if (!stored[KIND_COLUMNS[kind]]) return 'off';
  if (subscriptions.length === 0) return 'no-device';
  if (isQuietMinute(localMinuteOfDay(now, user.timeZone), stored.quietStart, stored.quietEnd)) return 'quiet';
  if (await isPaused(deps.db, userId, kind, resumes.get(kind))) return 'paused';
  const localDay = calendarDay(now, user.timeZone);
  const claimed = await deps.db.transaction(async (tx) => {
    await repository.lockUserPushes(tx, userId);
    if ((await repository.countDeliveriesOnDay(tx, userId, localDay)) >= MAX_PUSHES_PER_DAY) return 'cap' as const;
    return (await repository.insertDelivery(tx, { userId, kind, localDay, slot: request.slot, sentAt: now })) ?? ('slot-taken' as const);
  });
  if (typeof claimed === 'string') return claimed;

  const payload: PushPayload = { ...request.content, kind, deliveryId: claimed };
  let delivered = 0;
  for (const subscription of subscriptions) {
    if (await sendTo(deps, subscription, payload, request.ttlHours)) delivered += 1;
  }
  if (delivered === 0) {
    // Nothing reached a browser: it does not count against the day's pushes nor as ignored.
    await repository.deleteDelivery(deps.db, claimed);
    return 'failed';
  }
  deps.log.info({ userId, kind, deliveryId: claimed, browsers: delivered }, 'push sent');
  return 'sent';
}

async function sendTo(deps: PushDeps, subscription: repository.PushSubscriptionRow, payload: PushPayload, ttlHours: number): Promise<boolean> {
  const vapid = deps.vapid;
  if (!vapid) return false;
  // Checked again at send time: the host's addresses may have changed since it subscribed.
  const verdict = await checkPushEndpoint(subscription.endpoint, deps.allowPrivateEndpoints);
  if (!verdict.ok) {
    await repository.deleteSubscriptionById(deps.db, subscription.id);
    deps.log.warn({ subscriptionId: subscription.id }, 'push subscription removed: its endpoint is no longer a public address');
    return false;
  }
  try {
    // web-push encrypts (RFC 8291) and signs (RFC 8292); the request itself goes through fetch, with no
    // redirects followed and a deadline, so a push service can neither bounce us elsewhere nor hang a job.
    const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: deps.vapidSubject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: ttlHours * 3600,
      urgency: 'normal',
    });
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return true;
    if (response.status === 404 || response.status === 410) {
      await repository.deleteSubscription(deps.db, subscription.userId, subscription.endpoint);
      deps.log.info({ subscriptionId: subscription.id, statusCode: response.status }, 'push subscription expired and removed');
    } else {
      // Never the endpoint: it is a capability URL.
      deps.log.warn({ subscriptionId: subscription.id, statusCode: response.status }, 'push send refused');
    }
    return false;
  } catch (error) {
    deps.log.warn({ subscriptionId: subscription.id, err: { message: (error as Error).message } }, 'push send failed');
    return false;
  }
}

export async function exportPush(deps: Pick<PushDeps, 'db'>, userId: number) {
  const [settings, data] = await Promise.all([getPushSettings(deps, userId), repository.readExport(deps.db, userId)]);
  return { settings, ...data };
}
