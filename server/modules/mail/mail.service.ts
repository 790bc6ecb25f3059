/**
 * The mail transport (docs/decisions/050-accounts-and-mail.md): SMTP through nodemailer when SMTP_URL is
 * set; otherwise each mail is written as an `.eml` file to `<DATA_DIR>/outbox`, so the app works offline
 * and a developer opens the file to follow a link. Logs name the kind of mail and the outbox file, never
 * the recipient or the body (which holds single-use links).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export { maskAddress, renderHtml, renderText, type MailContent } from './layout';

export interface OutgoingMail {
  /** What the mail is (`verify-email`, `password-reset`...): the only thing about it that is logged. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Sends once; throws when the server refuses, times out or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: MailLogger;
  /** Connection, greeting and socket time-outs (default 20 s): a hung server fails the attempt, never a request. */
  timeoutMs?: number;
}

export const DEFAULT_SMTP_TIMEOUT_MS = 20_000;

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const timeout = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // Never log the conversation: it carries the recipient and the link.
      logger: false,
      debug: false,
    });
    return {
      transport: 'smtp',
      async send(mail) {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        log.info({ mailKind: mail.kind }, 'mail sent over SMTP');
      },
      close: () => transporter.close(),
    };
  }
  const directory = outboxDir(options.dataDir);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(mail) {
      const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(directory, file), info.message as Buffer, { mode: 0o600 });
      log.info({ mailKind: mail.kind, file: path.join(directory, file) }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => transporter.close(),
  };
}

/**
 * Sends with a few attempts a little apart (a busy server answering 4xx, a dropped connection); the last
 * failure is thrown so the job queue can record it (and, on PostgreSQL, retry the job later).
 */
export async function sendWithRetries(mailer: Mailer, mail: OutgoingMail, delaysMs: readonly number[], log: MailLogger): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mailer.send(mail);
      return;
    } catch (error) {
      const delay = delaysMs[attempt];
      // The error's message may quote the server's answer, which may name the recipient: only its code.
      const code = (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code ?? 'unknown';
      // The cause is the code alone: the original error may quote the recipient, and the job's failure is logged.
      // eslint-disable-next-line preserve-caught-error
      if (delay === undefined) throw new Error(`mail (${mail.kind}) not delivered after ${attempt + 1} attempts: ${String(code)}`, { cause: code });
      log.warn({ mailKind: mail.kind, attempt: attempt + 1, code }, 'mail attempt failed; retrying');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
