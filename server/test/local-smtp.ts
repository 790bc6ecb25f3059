/**
 * A real SMTP server in this process (smtp-server), each mail it receives parsed (mailparser): what the app's
 * mailer sends is read back as a person's mailbox would show it.
 */
import { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function startSmtp(): Promise<{ server: SMTPServer; port: number; mails: Received[] }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          mails.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, mails };
}
