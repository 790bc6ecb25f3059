/**
 * The `mail.deliver` job of the account's e-mail (docs/decisions/050-accounts-and-mail.md): the mails that
 * email.service.ts queues, decided from the state when the job runs, with their single-use link tokens.
 */
import { emailKey } from '../../../shared/contracts/email';
import type { Database } from '../../db/client';
import { serverI18n } from '../../i18n/server-i18n';
import type { AccountMail } from '../../jobs/job-queue';
import * as users from '../auth/users.service';
import { sendWithRetries, type MailLogger, type Mailer } from '../mail/mail.service';
import * as repository from './email.repository';
import * as messages from './email.messages';
import { createLinkToken, hashLinkToken, now, RESET_TTL_MS, VERIFY_TTL_MS } from './email.service';

export interface MailJobDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: MailLogger;
  retryDelaysMs: readonly number[];
  clock?: () => Date;
}

async function issueToken(db: Database, userId: number, purpose: repository.TokenPurpose, address: string, at: Date): Promise<string> {
  const token = createLinkToken();
  const ttl = purpose === 'verify' ? VERIFY_TTL_MS : RESET_TTL_MS;
  await repository.insertToken(db, { tokenHash: hashLinkToken(token), userId, purpose, address, createdAt: at, expiresAt: new Date(at.getTime() + ttl) });
  return token;
}

/**
 * The `mail.deliver` job: decides the mail from the state now (an address changed meanwhile gets nothing),
 * makes the link's token, and sends with retries. Links carry the token in the fragment (`#token=`), which
 * browsers never send to a server, so it reaches no access log.
 */
export async function deliverAccountMail(deps: MailJobDeps, job: AccountMail): Promise<void> {
  const at = now(deps);
  const displayName = await users.findDisplayName(deps.db, job.userId);
  // Mails speak the recipient's account language (docs/decisions/056-translations.md).
  const i18n = serverI18n(await users.findLanguage(deps.db, job.userId));
  const row = await repository.findByUser(deps.db, job.userId);
  const send = (mail: ReturnType<typeof messages.verifyEmailMail>) => sendWithRetries(deps.mailer, mail, deps.retryDelaysMs, deps.log);
  switch (job.kind) {
    case 'verify-email': {
      if (row?.pendingAddress !== job.address) return;
      const owner = await repository.findByVerifiedKey(deps.db, emailKey(job.address));
      if (owner && owner.userId !== job.userId) {
        await send(messages.addressInUseMail(i18n, job.address, `${deps.publicUrl}/forgot-password`));
        return;
      }
      const token = await issueToken(deps.db, job.userId, 'verify', job.address, at);
      await send(messages.verifyEmailMail(i18n, job.address, displayName, `${deps.publicUrl}/verify-email#token=${token}`));
      return;
    }
    case 'password-reset': {
      if (!row?.address) return;
      const token = await issueToken(deps.db, job.userId, 'reset', row.address, at);
      await send(messages.passwordResetMail(i18n, row.address, displayName, `${deps.publicUrl}/reset-password#token=${token}`));
      return;
    }
    case 'email-change-notice':
      await send(messages.emailChangeNoticeMail(i18n, job.oldAddress, displayName, job.newAddressMasked, `${deps.publicUrl}/profile`));
      return;
    case 'email-removed-notice':
      await send(messages.emailRemovedNoticeMail(i18n, job.oldAddress, displayName, `${deps.publicUrl}/profile`));
      return;
  }
}
