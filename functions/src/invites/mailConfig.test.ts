import { describe, expect, it } from 'vitest';
import { MAIL_NOT_CONFIGURED, readMailConfig, requireMailConfig } from './mailConfig';

const BASE = { SMTP_FROM: 'Menagerie <invites@example.org>', APP_URL: 'https://menagerie.app' };

describe('mail configuration', () => {
  it('takes an SMTP URL as it is', () => {
    expect(readMailConfig({ ...BASE, SMTP_URL: ' smtp://127.0.0.1:2525 ' })).toEqual({
      transport: 'smtp://127.0.0.1:2525',
      from: BASE.SMTP_FROM,
      appUrl: BASE.APP_URL,
    });
  });

  it('builds host, port and credentials from the SMTP_HOST variables', () => {
    expect(
      readMailConfig({ ...BASE, SMTP_HOST: 'mail.example.org', SMTP_USER: 'u', SMTP_PASS: 'p' })
        ?.transport,
    ).toEqual({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      auth: { user: 'u', pass: 'p' },
    });
    expect(
      readMailConfig({ ...BASE, SMTP_HOST: 'mail.example.org', SMTP_PORT: '465' })?.transport,
    ).toEqual({ host: 'mail.example.org', port: 465, secure: true });
  });

  it('is absent without a server, a sender or an http(s) app URL, or with a bad port', () => {
    const full = { ...BASE, SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(readMailConfig({ ...full, SMTP_URL: undefined })).toBeNull();
    expect(readMailConfig({ ...full, SMTP_FROM: ' ' })).toBeNull();
    expect(readMailConfig({ ...full, APP_URL: undefined })).toBeNull();
    expect(readMailConfig({ ...full, APP_URL: 'menagerie.app' })).toBeNull();
    expect(readMailConfig({ ...full, SMTP_URL: 'http://127.0.0.1:2525' })).toBeNull();
    expect(readMailConfig({ ...BASE, SMTP_HOST: 'h', SMTP_PORT: '99999' })).toBeNull();
  });

  it('when absent, callers get failed-precondition naming the variables', () => {
    expect(() => requireMailConfig({})).toThrowError(MAIL_NOT_CONFIGURED);
    expect(() => requireMailConfig({})).toThrow(
      expect.objectContaining({
        code: 'failed-precondition',
        details: { reason: 'mail_not_configured', messageId: 'refusals.mailNotConfigured' },
      }),
    );
  });
});
