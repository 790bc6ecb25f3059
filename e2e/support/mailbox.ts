/**
 * The mails the e2e SMTP server received (e2e/support/smtp-catcher-main.ts), read by recipient.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const MAIL_CATCHER_PORT = E2E_PORT + 2;
export const MAIL_CATCHER_DIR = `.test-data/e2e-${E2E_PORT}-mail`;

export function mailsTo(address: string): CaughtMail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_CATCHER_DIR).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(MAIL_CATCHER_DIR, file), 'utf8')) as CaughtMail).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for a mail to `address` with this subject and returns the link in it. */
export async function linkInMail(address: string, subject: string): Promise<string> {
  await expect.poll(() => mailsTo(address).filter((mail) => mail.subject === subject).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = mailsTo(address)
    .filter((entry) => entry.subject === subject)
    .at(-1);
  const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no link in the mail "${subject}"`);
  return link;
}
