import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CALL_TEXTS } from '../../domain/protocol/callFailures';
import { liveErrorMessage } from '../../ui/useLive';
import { messages as deMessages } from './compiled/de';
import { failureText, MESSAGES } from './errorTexts';
import { i18n, type MessageId } from './i18n';

describe('the translated failure sentences', () => {
  it('know every sentence of a failed read and of a call without an answer', () => {
    const reads = ['permission-denied', 'unavailable', 'internal'].map((code) =>
      liveErrorMessage(Object.assign(new Error('x'), { code })),
    );
    for (const sentence of [...reads, ...Object.values(CALL_TEXTS)]) {
      const id = MESSAGES[sentence];
      expect(id, sentence).toBeDefined();
      // The English message is the sentence itself.
      expect(i18n._(id!)).toBe(sentence);
    }
  });
});

describe("a function's refusal", () => {
  const de = setupI18n({ locale: 'de', messages: { de: deMessages } });
  const t = (id: MessageId, values?: Record<string, string | number>) => de._(id, values);
  const mailNotSent = {
    message: 'The invitation was saved, but the e-mail could not be sent: x. Copy...',
    details: {
      reason: 'mail_not_sent',
      messageId: 'refusals.mailNotSent',
      values: { invites: 1, reason: 'the mail server refused the connection' },
    },
  };

  it('that names its catalog message is shown in the language of the moment', () => {
    expect(failureText(mailNotSent, t)).toBe(
      'Die Einladung wurde gespeichert, aber die E-Mail konnte nicht gesendet werden: the mail ' +
        'server refused the connection. Kopiere den Link unten und sende ihn selbst.',
    );
    expect(failureText({ message: 'x', details: { messageId: 'refusals.notStaff' } }, t)).toBe(
      'Nur das Team der Website kann das tun.',
    );
  });

  it('without one this app knows, is shown as it came (or as our own known sentence)', () => {
    const unknown = { message: 'Only site staff can do this.', details: { messageId: 'x.y' } };
    expect(failureText(unknown, t)).toBe('Only site staff can do this.');
    const notARefusalId = { message: 'As sent.', details: { messageId: 'profile.save' } };
    expect(failureText(notARefusalId, t)).toBe('As sent.');
    expect(failureText({ message: 'No details.' }, t)).toBe('No details.');
    expect(failureText(CALL_TEXTS.unreachable, t)).toBe(de._('errors.callUnreachable'));
    expect(failureText(null, t)).toBeNull();
  });

  it('keeps only text and number values', () => {
    const odd = {
      message: 'm',
      details: { ...mailNotSent.details, values: { invites: 1, reason: {} } },
    };
    expect(() => failureText(odd, t)).not.toThrow();
  });
});
