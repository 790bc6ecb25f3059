/**
 * Notification and privacy settings (docs/decisions/017-account-controls-and-deletion.md). Other modules
 * ask here whether a user shows presence or sends read receipts; they never read the table themselves.
 */
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings, type UpdateAccountSettingsInput } from '../../../shared/contracts/account';
import type { Database } from '../../db/client';
import { publishQuietly, type UserChannel, type WarningLogger } from '../../live/user-channel';
import type { Presence } from '../../live/presence';
import * as repository from './settings.repository';

export interface SettingsDeps {
  db: Database;
  userChannel: UserChannel;
  presence: Presence;
  /** The users who would see this user's presence (their matches). */
  presenceAudience: (userId: number) => Promise<number[]>;
  log?: WarningLogger;
}

function toSettings(row: repository.AccountSettingsRow | undefined): AccountSettings {
  if (!row) return structuredClone(DEFAULT_ACCOUNT_SETTINGS);
  return {
    notifications: { matches: row.notifyMatches, messages: row.notifyMessages, achievements: row.notifyAchievements },
    privacy: { showOnlineStatus: row.showOnlineStatus, sendReadReceipts: row.sendReadReceipts, shareLearningProgress: row.shareLearningProgress },
  };
}

export async function getSettings(db: Database, userId: number): Promise<AccountSettings> {
  return toSettings(await repository.findSettings(db, userId));
}

export async function updateSettings(deps: SettingsDeps, userId: number, input: UpdateAccountSettingsInput): Promise<AccountSettings> {
  const current = await getSettings(deps.db, userId);
  const next: AccountSettings = {
    notifications: { ...current.notifications, ...input.notifications },
    privacy: { ...current.privacy, ...input.privacy },
  };
  await repository.upsertSettings(deps.db, userId, {
    notifyMatches: next.notifications.matches,
    notifyMessages: next.notifications.messages,
    notifyAchievements: next.notifications.achievements,
    showOnlineStatus: next.privacy.showOnlineStatus,
    sendReadReceipts: next.privacy.sendReadReceipts,
    shareLearningProgress: next.privacy.shareLearningProgress,
  });
  if (current.privacy.showOnlineStatus !== next.privacy.showOnlineStatus) await announceVisibility(deps, userId, next.privacy.showOnlineStatus);
  return next;
}

/** Hiding looks like going offline to the matches; showing again announces the real state. */
async function announceVisibility(deps: SettingsDeps, userId: number, isShown: boolean): Promise<void> {
  const isOnline = isShown && (await deps.presence.onlineAmong([userId])).has(userId);
  const audience = await deps.presenceAudience(userId);
  await Promise.all(audience.map((otherId) => publishQuietly(deps.userChannel, otherId, { type: 'presence', userId, isOnline }, deps.log)));
}

export async function isOnlineStatusShown(db: Database, userId: number): Promise<boolean> {
  return (await repository.findUsersHidingPresence(db, [userId])).length === 0;
}

export async function sendsReadReceipts(db: Database, userId: number): Promise<boolean> {
  return (await getSettings(db, userId)).privacy.sendReadReceipts;
}

/** Of these users, the ones who send no read receipts (the data export leaves their read times out). */
export async function partnersWithoutReadReceipts(db: Database, userIds: number[]): Promise<Set<number>> {
  return new Set(await repository.findUsersHidingReadReceipts(db, userIds));
}

/** Of these users, the ones whose completed modules their matches' study suggestions may use. */
export async function learningSharedAmong(db: Database, userIds: number[]): Promise<Set<number>> {
  const hiding = new Set(await repository.findUsersHidingLearning(db, userIds));
  return new Set(userIds.filter((userId) => !hiding.has(userId)));
}

/** The online users whose presence may be shown (those hiding it are left out). */
export async function visiblePresence(db: Database, online: Set<number>): Promise<Set<number>> {
  if (online.size === 0) return online;
  const hiding = new Set(await repository.findUsersHidingPresence(db, [...online]));
  return new Set([...online].filter((userId) => !hiding.has(userId)));
}
