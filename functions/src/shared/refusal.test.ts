// A refusal that names its catalog message (issue 34) must say in English exactly what its
// HttpsError's message says: the app shows the catalog's text, and an app without the id shows
// the message. Each converted refusal is built here and the two are compared, through Lingui
// as the app formats them; every named id exists in every catalog (catalogs.test.ts checks
// the rest).
import { setupI18n } from '@lingui/core';
import type { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../src/features/languages/compiled/en';
import { requireMailConfig } from '../invites/mailConfig';
import { noRooms, roomNotFound, userNotFound } from '../admin/refusals';
import { mailNotSentError } from '../invites/mailFailure';
import { requireStaff } from './staff';

const i18n = setupI18n({ locale: 'en', messages: { en } });

function thrown(run: () => unknown): HttpsError {
  try {
    run();
  } catch (error) {
    return error as HttpsError;
  }
  throw new Error('Nothing was thrown.');
}

const REFUSALS: [string, HttpsError][] = [
  ['not staff', thrown(() => requireStaff({ uid: 'u', email: null, staff: false }))],
  ['mail not configured', thrown(() => requireMailConfig({}))],
  ['one mail not sent', mailNotSentError('the mail server refused the connection')],
  ['none of 3 mails sent', mailNotSentError('the mail server answered "550 No"', 3)],
  ['user not found', userNotFound()],
  ['room not found', roomNotFound()],
  ['no rooms', noRooms()],
];

describe.each(REFUSALS)('the refusal "%s"', (_name, error) => {
  it("names a catalog message whose English is the error's message", () => {
    const { messageId, values } = error.details as {
      messageId: string;
      values?: Record<string, string | number>;
    };
    expect(messageId).toMatch(/^refusals\./);
    expect(en[messageId], messageId).toBeDefined();
    expect(i18n._(messageId, values)).toBe(error.message);
  });
});
