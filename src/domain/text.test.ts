import { describe, expect, it } from 'vitest';
import { eventPasswordProblem } from './access';
import { checkChatMessage } from './chat';
import { EMAIL_TEXTS, emailProblem } from './email';
import { eventNameProblem, newEventNameProblem, paymentPointerProblem } from './events';
import { closingSchema } from './globalSettings';
import {
  FIELD_REFUSALS,
  HOSTILE_KEYS,
  HOSTILE_TEXTS,
  type HostileField,
  type HostileKey,
} from './hostileText.test-helper';
import { displayNameProblem } from './names';
import { EMPTY_PROFILE, profileErrors } from './profile';
import { roomNameError } from './rooms';
import { signTextError } from './objects/signPosts';
import { slugProblem } from './slugs';

type Check = (text: string) => string | null | undefined;

/** Every text field's check (the field shows its answer; the callables and rules agree). */
const CHECKS: Record<HostileField, Check> = {
  joinName: displayNameProblem,
  chatMessage: (text) => {
    const checked = checkChatMessage(text);
    return checked.ok ? null : checked.error;
  },
  profileName: (name) => profileErrors({ ...EMPTY_PROFILE, nickname: 'Kit', name }).name,
  profileNickname: (nickname) => profileErrors({ ...EMPTY_PROFILE, nickname }).nickname,
  profilePronouns: (pronouns) =>
    profileErrors({ ...EMPTY_PROFILE, nickname: 'Kit', pronouns }).pronouns,
  profileBio: (bio) => profileErrors({ ...EMPTY_PROFILE, nickname: 'Kit', bio }).bio,
  eventName: eventNameProblem,
  newEventName: newEventNameProblem,
  eventUrl: slugProblem,
  paymentPointer: paymentPointerProblem,
  eventPassword: eventPasswordProblem,
  roomName: roomNameError,
  signTitle: (label) => signTextError({ label, message: '' }),
  signMessage: (message) => signTextError({ label: '', message }),
  announcementText: (text) =>
    closingSchema.safeParse({ text, date: '', link: '' }).error?.issues[0]?.message,
  announcementLink: (link) =>
    closingSchema.safeParse({ text: '', date: '', link }).error?.issues[0]?.message,
  email: emailProblem,
};

const FIELDS = Object.entries(FIELD_REFUSALS) as [
  HostileField,
  Partial<Record<HostileKey, string>>,
][];

describe.each(FIELDS)('%s', (field, refused) => {
  it.each(HOSTILE_KEYS)('%s', (key) => {
    expect(CHECKS[field](HOSTILE_TEXTS[key]) ?? null).toBe(refused[key] ?? null);
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
