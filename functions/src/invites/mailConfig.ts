import { HttpsError } from 'firebase-functions/v2/https';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { refusalText } from '../shared/refusal';

/** How invite e-mails leave: an SMTP server, the sender, and the app's address for the link. */
export interface MailConfig {
  /** An smtp:// or smtps:// URL, or the host/port/credentials of SMTP_HOST and friends. */
  transport: string | SMTPTransport.Options;
  from: string;
  appUrl: string;
}

export const MAIL_NOT_CONFIGURED =
  'E-mail is not configured: set SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS), ' +
  'SMTP_FROM and APP_URL for the functions. No invite was sent.';

/**
 * Mail is optional (only staff send invites), so like LiveKit its settings are plain
 * environment variables (functions/.env.<project>; the emulator reads the same files), read per
 * call so that a missing value reaches the staff member instead of failing the load.
 */
export function readMailConfig(env: Record<string, string | undefined>): MailConfig | null {
  const value = (name: string) => env[name]?.trim() ?? '';
  const from = value('SMTP_FROM');
  const appUrl = value('APP_URL');
  if (!from || !/^https?:\/\//.test(appUrl)) return null;
  const url = value('SMTP_URL');
  if (url) return /^smtps?:\/\//.test(url) ? { transport: url, from, appUrl } : null;
  const host = value('SMTP_HOST');
  if (!host) return null;
  const port = Number(value('SMTP_PORT') || 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return null;
  const user = value('SMTP_USER');
  return {
    transport: {
      host,
      port,
      // 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when offered.
      secure: port === 465,
      ...(user ? { auth: { user, pass: env.SMTP_PASS ?? '' } } : {}),
    },
    from,
    appUrl,
  };
}

/** The config, or failed-precondition naming what to set. */
export function requireMailConfig(env: Record<string, string | undefined>): MailConfig {
  const config = readMailConfig(env);
  if (config) return config;
  throw new HttpsError('failed-precondition', MAIL_NOT_CONFIGURED, {
    reason: 'mail_not_configured',
    ...refusalText('refusals.mailNotConfigured'),
  });
}
