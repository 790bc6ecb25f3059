/**
 * The account areas of the app, composed for buildApp (server/app.ts): sign-up and sign-in, two-step codes,
 * e-mail with its mail jobs, passkeys and the language setting. Like app.ts it wires modules (which
 * dependencies each one gets), not behaviour.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { DomainEventBus } from './events/domain-events';
import type { JobQueue } from './jobs/job-queue';
import type { RateLimiter } from './lib/rate-limiter';
import type { UserChannel } from './live/user-channel';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthDeps } from './modules/auth/auth.service';
import { emailRoutes } from './modules/email/email.routes';
import { deliverAccountMail } from './modules/email/account-mail.jobs';
import { addEmailAtSignUp } from './modules/email/email.service';
import { languageRoutes } from './modules/i18n/language.routes';
import { createMailer, DEFAULT_SMTP_TIMEOUT_MS, type Mailer } from './modules/mail/mail.service';
import { passkeyRoutes } from './modules/passkeys/passkeys.routes';
import { totpRoutes } from './modules/totp/totp.routes';
import { isTotpEnabled, startSignIn as startTotpSignIn } from './modules/totp/totp.service';

/** Attempts of one mail job after the first (a job on PostgreSQL is also retried by the queue). */
export const MAIL_RETRY_DELAYS_MS = [5_000, 30_000] as const;

export interface AccountAreasOptions {
  config: AppConfig;
  database: DatabaseHandle;
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  userChannel: UserChannel;
  domainEvents: DomainEventBus;
  clock?: () => Date;
  /** Mail transport tuning (tests: short time-outs and retries); the transport itself follows the config. */
  mail?: { timeoutMs?: number; retryDelaysMs?: readonly number[]; mailer?: Mailer };
}

/** Registers the account routes and the mail job; answers the sign-in dependencies the app's services need. */
export function registerAccountAreas(app: FastifyInstance, options: AccountAreasOptions): { authDeps: AuthDeps } {
  const { config, database, jobs, rateLimiter, userChannel, domainEvents, clock, mail } = options;
  const authDeps: AuthDeps = {
    db: database.db,
    rateLimiter,
    sessionTtlMs: config.sessionTtlMs,
    userChannel,
    log: app.log,
    loginLimitPerIp: config.rateLimits.loginPerIp,
    needsSecondFactor: (userId: number) => isTotpEnabled(database.db, userId),
  };
  const totpDeps = { db: database.db, rateLimiter, sessionTtlMs: config.sessionTtlMs, issuer: config.webauthn.rpName, clock };
  // Mail: SMTP when configured, else .eml files in the data directory's outbox (docs/decisions/050).
  const mailer = mail?.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir, log: app.log, timeoutMs: mail?.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS });
  app.addHook('onClose', async () => mailer.close());
  const emailDeps = { db: database.db, jobs, rateLimiter, domainEvents, publicUrl: config.mail.publicUrl, clock };
  jobs.work('mail.deliver', (payload) =>
    deliverAccountMail({ db: database.db, mailer, publicUrl: config.mail.publicUrl, log: app.log, retryDelaysMs: mail?.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS, clock }, payload),
  );
  authRoutes(app, {
    deps: authDeps,
    config,
    domainEvents,
    onRegistered: (userId, input) => addEmailAtSignUp(emailDeps, userId, input.email || undefined),
    startSecondFactor: (userId, timeZone) => startTotpSignIn(totpDeps, userId, timeZone),
  });
  totpRoutes(app, { totp: totpDeps, config, domainEvents });
  emailRoutes(app, emailDeps);
  languageRoutes(app, { db: database.db, config });
  const passkeyDeps = { db: database.db, rateLimiter, webauthn: config.webauthn, sessionTtlMs: config.sessionTtlMs, log: app.log };
  passkeyRoutes(app, { passkeys: passkeyDeps, config, domainEvents });
  return { authDeps };
}
