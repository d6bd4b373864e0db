import { EVENT_PASSWORD } from './access';
import { CHAT_TEXTS } from './chat';
import { EMAIL_TEXTS } from './email';
import { EVENT_NAME_TEXTS, PAYMENT_POINTER_TOO_LONG } from './events';
import { SETTINGS_TEXTS } from './globalSettings';
import { NAME_RULE } from './names';
import { PROFILE_TEXTS } from './profileFields';
import { ROOM_TEXTS } from './rooms';
import { SIGN_TEXTS } from './objects/signPosts';
import { SLUG_TEXTS } from './slugs';

/**
 * The one table of hostile strings (issue 18) every text field is tried with, and what each
 * field says to them: a string a field lists is refused at the field with that message; any
 * other is stored as typed (trimmed, except passwords) and shown so, never cut or wiped. The
 * validators' unit test (text.test.ts) and the fields' end-to-end test
 * (e2e/own-events/hostile-input.spec.ts) both read it.
 */

/** Words of exactly `length` characters, neither starting nor ending with a space. */
const words = (length: number) =>
  `${'Lorem ipsum '.repeat(Math.ceil(length / 12))}`.slice(0, length - 1) + '.';

export const HOSTILE_TEXTS = {
  empty: '',
  spaces: '     ',
  chars48: 'W'.repeat(48),
  chars49: 'W'.repeat(49),
  chars300: words(300),
  chars301: words(301),
  chars5000: 'x'.repeat(5000),
  html: '<b>bold</b> <img src=x onerror=alert(1)> &amp;',
  emoji: '🦊🐸 Fox & frog 👩‍👩‍👧',
  rightToLeft: 'مرحبا بالعالم שלום',
  newlines: 'first line\nsecond line\r\nthird',
} as const;

export type HostileKey = keyof typeof HOSTILE_TEXTS;
export const HOSTILE_KEYS = Object.keys(HOSTILE_TEXTS) as HostileKey[];

type Refusals = Partial<Record<HostileKey, string>>;

/** Refused when blank, or from 49 characters on. */
const requiredAndShort = (required: string, tooLong: string): Refusals => ({
  empty: required,
  spaces: required,
  ...from49(tooLong),
});
/** Refused from 49 characters on (a field of at most 48). */
const from49 = (tooLong: string): Refusals => ({
  chars49: tooLong,
  chars300: tooLong,
  chars301: tooLong,
  chars5000: tooLong,
});
/** Refused from 300 characters on (a field of at most 50 to 299). */
const from300 = (tooLong: string): Refusals => ({
  chars300: tooLong,
  chars301: tooLong,
  chars5000: tooLong,
});

export const FIELD_REFUSALS = {
  joinName: requiredAndShort(NAME_RULE.required!, NAME_RULE.tooLong),
  chatMessage: { empty: CHAT_TEXTS.blank, spaces: CHAT_TEXTS.blank, chars5000: CHAT_TEXTS.tooLong },
  profileName: from49(PROFILE_TEXTS.tooLong),
  profileNickname: requiredAndShort(PROFILE_TEXTS.nicknameRequired, PROFILE_TEXTS.tooLong),
  profilePronouns: from49(PROFILE_TEXTS.tooLong),
  profileBio: { chars301: PROFILE_TEXTS.bioTooLong, chars5000: PROFILE_TEXTS.bioTooLong },
  /** Blank is allowed: the event is shown by the display rule ('Event /{slug}'). */
  eventName: from49(EVENT_NAME_TEXTS.tooLong),
  /** A new event's name (the create form): blank is refused (issue 30 #19). */
  newEventName: requiredAndShort(EVENT_NAME_TEXTS.required, EVENT_NAME_TEXTS.tooLong),
  /** Made into a slug by the rule; blank falls back (generated, or the default slug). */
  eventUrl: from49(SLUG_TEXTS.tooLong),
  paymentPointer: from300(PAYMENT_POINTER_TOO_LONG),
  eventPassword: { empty: EVENT_PASSWORD.required, ...from300(EVENT_PASSWORD.tooLong) },
  roomName: requiredAndShort(ROOM_TEXTS.nameRequired, ROOM_TEXTS.nameTooLong),
  signTitle: from300(SIGN_TEXTS.labelTooLong),
  signMessage: { chars5000: SIGN_TEXTS.messageTooLong },
  announcementText: { chars5000: SETTINGS_TEXTS.textTooLong },
  announcementLink: Object.fromEntries(
    HOSTILE_KEYS.filter((key) => key !== 'empty' && key !== 'spaces').map((key) => [
      key,
      key === 'chars5000' ? SETTINGS_TEXTS.linkTooLong : SETTINGS_TEXTS.badLink,
    ]),
  ) as Refusals,
  /** Sign-up, invitations and approved e-mails: none of these is an address. */
  email: {
    ...(Object.fromEntries(HOSTILE_KEYS.map((key) => [key, EMAIL_TEXTS.invalid])) as Refusals),
    empty: EMAIL_TEXTS.required,
    spaces: EMAIL_TEXTS.required,
    chars300: EMAIL_TEXTS.tooLong,
    chars301: EMAIL_TEXTS.tooLong,
    chars5000: EMAIL_TEXTS.tooLong,
  },
} satisfies Record<string, Refusals>;

export type HostileField = keyof typeof FIELD_REFUSALS;
