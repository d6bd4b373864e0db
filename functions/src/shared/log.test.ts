import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  logAudioUsageFailed,
  logInviteMailRefused,
  logStripeSignatureRefused,
  logUploadDeleted,
  logVoiceSignalsDeleted,
  redactEmails,
} from './log';

describe('redactEmails', () => {
  it.each([
    [
      '550 5.1.1 <bob@example.org>: Recipient address rejected',
      '550 5.1.1 <[e-mail]>: Recipient address rejected',
    ],
    ['to Jane.Doe+invites@Mail.Example.CO.UK, cc x_y@a-b.io', 'to [e-mail], cc [e-mail]'],
    ['root@localhost refused', '[e-mail] refused'],
    ['postmaster@[192.0.2.1] said no', '[e-mail] said no'],
    ['josé@exämple.de', '[e-mail]'],
    ['"quoted@example.org"', '"[e-mail]"'],
    ['smtp://user:secret@smtp.example.org:587', 'smtp://user:[e-mail]:587'],
  ])('%s', (text, expected) => {
    expect(redactEmails(text)).toBe(expected);
  });

  it('leaves text without an address as it is, stack frames included', () => {
    const text = [
      'connect ECONNREFUSED 127.0.0.1:2525',
      'at Object.<anonymous> (/workspace/node_modules/@sentry/node/build/index.js:1:2)',
      'an @ alone, a@ and @b',
    ].join('\n');
    expect(redactEmails(text)).toBe(text);
  });
});

describe('the log lines', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('write a fixed message with the fields as structured data, at their severity', () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    logVoiceSignalsDeleted(3);
    logUploadDeleted({ bucket: 'b', name: 'models/a/x.glb', reason: 'too_large', size: 9 });
    expect(info).toHaveBeenCalledWith('Deleted unread voice signals', { count: 3 });
    expect(warn).toHaveBeenCalledWith('Deleting an upload that breaks the limits', {
      bucket: 'b',
      name: 'models/a/x.glb',
      reason: 'too_large',
      size: 9,
    });
  });

  it('log an error by its message and stack (the logger prints an Error field as {})', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    logAudioUsageFailed(
      'event-1',
      Object.assign(new Error('deadline for ann@example.org'), { code: 4 }),
    );
    const [message, fields] = error.mock.calls[0] ?? [];
    expect(message).toBe('Could not accumulate audio usage');
    expect(fields).toMatchObject({
      eventId: 'event-1',
      error: 'deadline for [e-mail]',
      code: '4',
    });
    expect((fields as { stack: string }).stack).toMatch(/^Error: deadline for \[e-mail\]\n\s+at /);
  });

  it("mask an invite's code (its id) and redact addresses in the reason", () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    logInviteMailRefused({
      inviteId: 'AbCdEfGhIjKlMnOpQrStUv',
      reason: 'the mail server answered "550 <bob@example.org> unknown"',
    });
    expect(warn).toHaveBeenCalledWith('An invite mail was not accepted', {
      inviteId: 'AbCd…',
      reason: 'the mail server answered "550 <[e-mail]> unknown"',
    });
  });

  it("log only the Stripe SDK's message, not the header or payload the error carries", () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const refusal = Object.assign(new Error('No signatures found'), {
      header: 't=1,v1=abc',
      payload: '{"customer_email":"c@example.org"}',
    });
    logStripeSignatureRefused(refusal);
    expect(warn).toHaveBeenCalledWith('Stripe webhook refused: the signature does not verify', {
      error: 'No signatures found',
    });
  });
});
