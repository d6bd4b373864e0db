import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as ar } from './compiled/ar';
import { messages as de } from './compiled/de';
import { messages as en } from './compiled/en';
import { messages as es } from './compiled/es';
import type { MessageId } from './i18n';

/** The compiled catalogs as the browser runs them (production: no message compiler). */
function say(language: string, id: MessageId, values: Record<string, number>) {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: { en, de, es, ar }[language]! },
  });
  return i18n._(id, values);
}
const countdown = (language: string, seconds: number) =>
  say(language, 'deletion.countdown', { seconds });

describe('plural rules, per language', () => {
  it('English: one, other (the texts as they were)', () => {
    expect(countdown('en', 1)).toBe('Deleting your account in 1 second...');
    expect([0, 2, 5].map((n) => countdown('en', n))).toEqual([
      'Deleting your account in 0 seconds...',
      'Deleting your account in 2 seconds...',
      'Deleting your account in 5 seconds...',
    ]);
  });
  it('German: one, other', () => {
    expect(countdown('de', 1)).toBe('Dein Konto wird in 1 Sekunde gelöscht...');
    expect(countdown('de', 0)).toBe('Dein Konto wird in 0 Sekunden gelöscht...');
    expect(countdown('de', 5)).toBe('Dein Konto wird in 5 Sekunden gelöscht...');
  });
  it('Spanish: one, other', () => {
    expect(countdown('es', 1)).toBe('Tu cuenta se eliminará en 1 segundo...');
    expect(countdown('es', 2)).toBe('Tu cuenta se eliminará en 2 segundos...');
    expect(countdown('es', 0)).toBe('Tu cuenta se eliminará en 0 segundos...');
  });
  it('Arabic: all six forms (0 zero, 1 one, 2 two, 5 few, 11 many, 100 other)', () => {
    const forms = [0, 1, 2, 5, 11, 100].map((n) => countdown('ar', n));
    expect(forms).toEqual([
      'سيُحذف حسابك خلال 0 ثانية...',
      'سيُحذف حسابك خلال ثانية واحدة...',
      'سيُحذف حسابك خلال ثانيتين...',
      'سيُحذف حسابك خلال 5 ثوانٍ...',
      'سيُحذف حسابك خلال 11 ثانية...',
      'سيُحذف حسابك خلال 100 ثانية...',
    ]);
    expect(say('ar', 'profile.tooLong', { max: 48 })).toBe('48 حرفًا على الأكثر.');
    expect(say('ar', 'profile.tooLong', { max: 3 })).toBe('3 أحرف على الأكثر.');
  });
  it('Arabic: the invitation e-mails that could not be sent, one, two, and more', () => {
    const sayMail = (invites: number) =>
      setupI18n({ locale: 'ar', messages: { ar } })._('refusals.mailNotSent', {
        invites,
        reason: 'R',
      });
    expect(sayMail(1)).toContain('حُفظت الدعوة،');
    expect(sayMail(2)).toContain('حُفظت الدعوتان،');
    for (const n of [5, 11, 100]) expect(sayMail(n)).toContain(`وعددها ${n}: R.`);
  });
  it('keeps the English variables and plain texts exactly', () => {
    expect(say('en', 'deletion.explanation', { seconds: 4 })).toBe(
      'After you press Delete you have 4 seconds to change your mind. Your chat messages stay ' +
        "in their events, shown as 'Deleted user'. Events you created stay for their attendees.",
    );
    expect(say('en', 'profile.bioTooLong', { max: 300 })).toBe('A bio is at most 300 characters.');
  });
});
