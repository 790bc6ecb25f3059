/**
 * The caller's own account: change the password (other sessions end), export everything held about them,
 * delete the account (docs/decisions/017-account-controls-and-deletion.md). Each starts with the caller's
 * password check where the action is irreversible or hands over data; attempts are rate limited per account.
 */
import type { AccountExport, ChangePasswordInput, ChangePasswordResult, DeleteAccountInput } from '../../../shared/contracts/account';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashPassword, verifyPassword } from '../auth/auth.service';
import * as users from '../auth/users.service';
import { exportEmail } from '../email/email.service';
import { deleteMatchesOf } from '../matching/matching.service';
import { deleteMessagesSentBy } from '../messages/messages.service';
import { exportPasskeys } from '../passkeys/passkeys.service';
import { exportTotp } from '../totp/totp.service';
import { keepReportEvidence, REPORT_EVIDENCE_RETENTION_DAYS } from '../safety/safety.service';
import * as repository from './account.repository';
import { getSettings, partnersWithoutReadReceipts } from './settings.service';
import { exportPush } from '../push/push.service';

/** What the export says about data kept after a deletion (docs/product.md, privacy; docs/decisions/046). */
export const EXPORT_RETENTION_NOTE = {
  reports: `If you delete your account while a report you filed, or one about you, is still open, that report and the messages copied into it are kept for the moderators without your username or display name (shown as "Deleted user #…") until a moderator decides it, and for at most ${REPORT_EVIDENCE_RETENTION_DAYS} days after the deletion; then they are erased. Reports already decided are erased with the account.`,
  username: `After a deletion (or a ban) your username stays reserved for ${users.USERNAME_HOLD_DAYS} days, so nobody can pose as you to your former matches; then it becomes free again.`,
  partners: 'Read times of your messages are left out for partners who turned read receipts off.',
};

/** Password checks per account in a window: the same brute-force budget as login (docs/security.md item 4). */
export const PASSWORD_CHECKS_PER_ACCOUNT = 10;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

export interface AccountDeps {
  db: Database;
  domainEvents: DomainEventBus;
  rateLimiter: RateLimiter;
}

async function requirePassword(deps: AccountDeps, userId: number, password: string): Promise<void> {
  const limit = await deps.rateLimiter.consume(`password-check:user:${userId}`, PASSWORD_CHECKS_PER_ACCOUNT, PASSWORD_CHECK_WINDOW_MS);
  if (!limit.allowed) {
    throw new AppError(ERROR_CODES.rateLimited, 'Too many password attempts. Please wait and try again.', { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const passwordHash = await users.findPasswordHash(deps.db, userId);
  if (!passwordHash) throw notFound('Account not found');
  if (!(await verifyPassword(passwordHash, password))) throw new AppError(ERROR_CODES.wrongPassword, 'Your current password is not correct.');
}

/** Sets a new password and ends every other session of the user; the caller's session stays. */
export async function changePassword(deps: AccountDeps, userId: number, currentSessionId: string, input: ChangePasswordInput): Promise<ChangePasswordResult> {
  await requirePassword(deps, userId, input.currentPassword);
  if (input.newPassword === input.currentPassword) throw badRequest('The new password must be different from the current one.');
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await deps.db.transaction((tx) => users.replacePasswordHash(tx, userId, passwordHash, currentSessionId));
  if (ended.length > 0) await deps.domainEvents.publish('sessions.ended', { userId, sessionIds: ended });
  return { endedSessions: ended.length };
}

/**
 * Everything held about the caller. What a partner chose to keep private stays out: the time they read the
 * caller's messages when they send no read receipts (the chat hides it the same way). The other partner
 * fields are what the app shows the caller anyway: names, the match's score and its last message time.
 */
export async function exportAccount(deps: Pick<AccountDeps, 'db'>, userId: number): Promise<AccountExport> {
  const [data, settings, email, passkeys, totp] = await Promise.all([
    repository.readExport(deps.db, userId),
    getSettings(deps.db, userId),
    exportEmail(deps.db, userId),
    exportPasskeys(deps.db, userId),
    exportTotp(deps.db, userId),
  ]);
  if (!data.account) throw notFound('Account not found');
  const push = await exportPush(deps, userId);
  const partnersHidingReads = await partnersWithoutReadReceipts(deps.db, [...new Set(data.messagesSent.map((row) => row.partnerId))]);
  const messagesSent = data.messagesSent.map(({ partnerId, readAt, ...message }) => ({ ...message, readAt: partnersHidingReads.has(partnerId) ? null : readAt }));
  return { exportedAt: new Date().toISOString(), ...data, messagesSent, account: data.account, settings, ...email, push, passkeys, totp, retention: EXPORT_RETENTION_NOTE };
}

/**
 * Deletes the account and everything that names it; each former match hears that it is gone. Open reports
 * filed by or about the user stay as pseudonymised evidence, and the username stays held (docs/decisions/046).
 */
export async function deleteAccount(deps: AccountDeps, userId: number, input: DeleteAccountInput): Promise<void> {
  await requirePassword(deps, userId, input.password);
  await removeAccount(deps, userId);
}

/** The deletion itself, after the caller's check (the password, or an answer under the minimum age). */
export async function removeAccount(deps: Pick<AccountDeps, 'db' | 'domainEvents'>, userId: number): Promise<void> {
  const at = new Date();
  const removed = await deps.db.transaction(async (tx) => {
    const userMatches = await repository.listUserMatches(tx, userId);
    await keepReportEvidence(tx, userId, at);
    // Before the user row goes (its foreign keys cascade to the rest), the user's own messages and matches
    // are deleted explicitly by their owners, so the rule holds even if a cascade changes.
    await deleteMessagesSentBy(tx, userId);
    await deleteMatchesOf(tx, userId);
    await users.deleteUser(tx, userId, at);
    return userMatches;
  });
  for (const match of removed) await deps.domainEvents.publish('match.removed', match);
  await deps.domainEvents.publish('sessions.ended', { userId });
}
