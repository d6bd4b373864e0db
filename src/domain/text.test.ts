import { describe, expect, it } from 'vitest';
import { EVENT_PASSWORD, eventPasswordProblem, SHEET_ID } from './access';
import { CHAT_TEXTS, checkChatMessage } from './chat';
import { EMAIL_TEXTS, emailProblem } from './email';
import {
  EVENT_NAME_TEXTS,
  eventNameProblem,
  PAYMENT_POINTER_TOO_LONG,
  paymentPointerProblem,
} from './events';
import { closingSchema, SETTINGS_TEXTS } from './globalSettings';
import { HOSTILE_KEYS, HOSTILE_TEXTS, type HostileKey } from './hostileText.test-helper';
import { NAME_RULE, displayNameProblem } from './names';
import { EMPTY_PROFILE, PROFILE_TEXTS, profileErrors } from './profile';
import { ROOM_TEXTS, roomNameError } from './rooms';
import { SIGN_TEXTS, signTextError } from './signPosts';
import { SLUG_TEXTS, slugProblem } from './slugs';
import { textProblem } from './text';

type Check = (text: string) => string | null | undefined;

/**
 * Every text field's check, and the hostile strings it refuses with the message shown at the
 * field. Every string not listed is accepted: stored as typed (trimmed, except passwords).
 */
const FIELDS: [string, Check, Partial<Record<HostileKey, string>>][] = [
  [
    'join form: Your Name',
    displayNameProblem,
    {
      empty: NAME_RULE.required,
      spaces: NAME_RULE.required,
      chars49: NAME_RULE.tooLong,
      chars300: NAME_RULE.tooLong,
      chars301: NAME_RULE.tooLong,
      chars5000: NAME_RULE.tooLong,
    },
  ],
  [
    'chat: Message',
    (text) => {
      const checked = checkChatMessage(text);
      return checked.ok ? null : checked.error;
    },
    { empty: CHAT_TEXTS.blank, spaces: CHAT_TEXTS.blank, chars5000: CHAT_TEXTS.tooLong },
  ],
  ...(['name', 'pronouns'] as const).map(
    (key): [string, Check, Partial<Record<HostileKey, string>>] => [
      `profile: ${key}`,
      (text) => profileErrors({ ...EMPTY_PROFILE, nickname: 'Kit', [key]: text })[key],
      {
        chars49: PROFILE_TEXTS.tooLong,
        chars300: PROFILE_TEXTS.tooLong,
        chars301: PROFILE_TEXTS.tooLong,
        chars5000: PROFILE_TEXTS.tooLong,
      },
    ],
  ),
  [
    'profile: Nickname (required)',
    (text) => profileErrors({ ...EMPTY_PROFILE, nickname: text }).nickname,
    {
      empty: PROFILE_TEXTS.nicknameRequired,
      spaces: PROFILE_TEXTS.nicknameRequired,
      chars49: PROFILE_TEXTS.tooLong,
      chars300: PROFILE_TEXTS.tooLong,
      chars301: PROFILE_TEXTS.tooLong,
      chars5000: PROFILE_TEXTS.tooLong,
    },
  ],
  [
    'profile: Bio',
    (text) => profileErrors({ ...EMPTY_PROFILE, nickname: 'Kit', bio: text }).bio,
    { chars301: PROFILE_TEXTS.bioTooLong, chars5000: PROFILE_TEXTS.bioTooLong },
  ],
  [
    'event: Event name (blank: shown by the display rule)',
    eventNameProblem,
    {
      chars49: EVENT_NAME_TEXTS.tooLong,
      chars300: EVENT_NAME_TEXTS.tooLong,
      chars301: EVENT_NAME_TEXTS.tooLong,
      chars5000: EVENT_NAME_TEXTS.tooLong,
    },
  ],
  [
    'event: Event URL (the slug rule makes it; blank falls back)',
    slugProblem,
    {
      chars49: SLUG_TEXTS.tooLong,
      chars300: SLUG_TEXTS.tooLong,
      chars301: SLUG_TEXTS.tooLong,
      chars5000: SLUG_TEXTS.tooLong,
    },
  ],
  [
    'event: Payment pointer',
    paymentPointerProblem,
    {
      chars300: PAYMENT_POINTER_TOO_LONG,
      chars301: PAYMENT_POINTER_TOO_LONG,
      chars5000: PAYMENT_POINTER_TOO_LONG,
    },
  ],
  [
    'event permissions: Event password (and the gate)',
    eventPasswordProblem,
    {
      empty: EVENT_PASSWORD.required,
      chars300: EVENT_PASSWORD.tooLong,
      chars301: EVENT_PASSWORD.tooLong,
      chars5000: EVENT_PASSWORD.tooLong,
    },
  ],
  [
    'event permissions: Google Sheet id',
    (text) => textProblem(text, SHEET_ID),
    { chars300: SHEET_ID.tooLong, chars301: SHEET_ID.tooLong, chars5000: SHEET_ID.tooLong },
  ],
  [
    'rooms: Room name',
    roomNameError,
    {
      empty: ROOM_TEXTS.nameRequired,
      spaces: ROOM_TEXTS.nameRequired,
      chars49: ROOM_TEXTS.nameTooLong,
      chars300: ROOM_TEXTS.nameTooLong,
      chars301: ROOM_TEXTS.nameTooLong,
      chars5000: ROOM_TEXTS.nameTooLong,
    },
  ],
  [
    'editor: sign post Title',
    (label) => signTextError({ label, message: '' }),
    {
      chars300: SIGN_TEXTS.labelTooLong,
      chars301: SIGN_TEXTS.labelTooLong,
      chars5000: SIGN_TEXTS.labelTooLong,
    },
  ],
  [
    'editor: sign post Message',
    (message) => signTextError({ label: '', message }),
    { chars5000: SIGN_TEXTS.messageTooLong },
  ],
  [
    'admin: Announcement text',
    (text) => closingSchema.safeParse({ text, date: '', link: '' }).error?.issues[0]?.message,
    { chars5000: SETTINGS_TEXTS.textTooLong },
  ],
  [
    'admin: Learn more link',
    (link) => closingSchema.safeParse({ text: '', date: '', link }).error?.issues[0]?.message,
    Object.fromEntries(
      HOSTILE_KEYS.filter((key) => !['empty', 'spaces'].includes(key)).map((key) => [
        key,
        key === 'chars5000' ? SETTINGS_TEXTS.linkTooLong : SETTINGS_TEXTS.badLink,
      ]),
    ),
  ],
  [
    'sign-up: E-mail (and invitations, approved e-mails)',
    emailProblem,
    {
      ...Object.fromEntries(HOSTILE_KEYS.map((key) => [key, EMAIL_TEXTS.invalid])),
      empty: EMAIL_TEXTS.required,
      spaces: EMAIL_TEXTS.required,
      chars300: EMAIL_TEXTS.tooLong,
      chars301: EMAIL_TEXTS.tooLong,
      chars5000: EMAIL_TEXTS.tooLong,
    },
  ],
];

describe.each(FIELDS)('%s', (_field, check, refused) => {
  it.each(HOSTILE_KEYS)('%s', (key) => {
    expect(check(HOSTILE_TEXTS[key]) ?? null).toBe(refused[key] ?? null);
  });
});

describe('the hostile strings', () => {
  it('are the lengths they are named after, without spaces at either end', () => {
    for (const [key, length] of [
      ['chars48', 48],
      ['chars49', 49],
      ['chars300', 300],
      ['chars301', 301],
      ['chars5000', 5000],
    ] as const) {
      expect(HOSTILE_TEXTS[key]).toHaveLength(length);
      expect(HOSTILE_TEXTS[key].trim()).toBe(HOSTILE_TEXTS[key]);
    }
  });
});

describe('e-mail addresses (RFC 5321 limits)', () => {
  it('takes usual addresses and refuses malformed ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org', "o'neil@xn--bcher-kva.ch"])
      expect(emailProblem(ok)).toBeNull();
    for (const bad of ['a@b', 'a b@c.de', '@c.de', 'a@.de', 'a..b@c.de', 'a@c-.de', 'a@c.d1'])
      expect(emailProblem(bad)).toBe(EMAIL_TEXTS.invalid);
  });
  it('limits the local part to 64 characters and the address to 254', () => {
    expect(emailProblem(`${'l'.repeat(64)}@example.com`)).toBeNull();
    expect(emailProblem(`${'l'.repeat(65)}@example.com`)).toBe(EMAIL_TEXTS.localTooLong);
    // The issue's sign-up: a 250-character local part, 262 characters in all.
    expect(emailProblem(`${'l'.repeat(250)}@example.com`)).toBe(EMAIL_TEXTS.tooLong);
    const label = 'd'.repeat(63);
    const longest = `${'l'.repeat(64)}@${label}.${label}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(emailProblem(longest)).toBeNull();
    expect(emailProblem(`l${longest}`)).toBe(EMAIL_TEXTS.tooLong);
    expect(emailProblem(`a@${'d'.repeat(64)}.com`)).toBe(EMAIL_TEXTS.invalid);
  });
});
