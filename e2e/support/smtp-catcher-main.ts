/**
 * A real SMTP server for the e2e run (smtp-server), started by playwright.config.ts before the app, which
 * sends to it through SMTP_URL. Each mail it receives is parsed (mailparser) and written as JSON to
 * MAIL_CATCHER_DIR, one file per mail, for the journeys to read (e2e/support/mailbox.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT);
const directory = process.env.MAIL_CATCHER_DIR;
if (!port || !directory) throw new Error('MAIL_CATCHER_PORT and MAIL_CATCHER_DIR are required');
rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        received += 1;
        const record = { to: to?.value[0]?.address ?? '', from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
        writeFileSync(path.join(directory, `${Date.now()}-${received}.json`), JSON.stringify(record));
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
