// A real SMTP server on loopback that keeps what it receives: the invite e-mails of the
// functions and end-to-end tests. The functions emulator sends to SMTP_URL of
// functions/.env.demo-menagerie, so the sink listens on that port (one run at a time holds it).
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html: string | null;
}

export interface SmtpSink {
  mails: ReceivedMail[];
  /** The first mail to `address` (waits up to timeoutMs for it). */
  mailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** From now on, refuses mail to this address (RCPT TO answered 550). */
  refuse(address: string): void;
  close(): Promise<void>;
}

/** The sink's port: the one the functions are configured to send to. */
function configuredSmtpPort(): number {
  const envFile = new URL('../../functions/.env.demo-menagerie', import.meta.url);
  const match = /^SMTP_URL=smtp:\/\/127\.0\.0\.1:(\d+)\s*$/m.exec(readFileSync(envFile, 'utf8'));
  if (!match) throw new Error('functions/.env.demo-menagerie has no loopback SMTP_URL.');
  return Number(match[1]);
}

export async function startSmtpSink(port = configuredSmtpPort()): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to offer, no account to check.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    async mailTo(address, timeoutMs = 15_000) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(wanted));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    refuse: (address) => refused.add(address.toLowerCase()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The sign-up link of an invite e-mail. */
export function signupLinkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/signup\?c=[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`No sign-up link in: ${mail.text}`);
  return new URL(match[0]);
}
