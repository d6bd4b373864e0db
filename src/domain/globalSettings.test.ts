import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './dates';
import {
  closingSchema,
  globalSettingsSchema,
  hasClosingAnnouncement,
  readGlobalSettings,
} from './globalSettings';

describe('global settings', () => {
  it('reads the stored document, each field falling back on its own', () => {
    expect(
      readGlobalSettings({
        defaultTemplate: 'blank-2',
        demoTemplate: 'a/b',
        closing: { text: 'Closing', date: '2026-12-24', link: '/closing' },
        subscriptionsEnabled: 'yes',
        audioQuotaEnforced: 'no',
      }),
    ).toEqual({
      defaultTemplate: 'blank-2',
      demoTemplate: 'demo',
      demoSecondRoomTemplate: 'demoSecondRoom',
      closing: { text: 'Closing', date: '2026-12-24', link: '/closing' },
      subscriptionsEnabled: false,
      // Only an explicit false switches the quota off.
      audioQuotaEnforced: true,
    });
    expect(readGlobalSettings({ audioQuotaEnforced: false }).audioQuotaEnforced).toBe(false);
    expect(readGlobalSettings(undefined).closing).toEqual({ text: '', date: '', link: '' });
  });

  it('accepts real days and https or site links only', () => {
    const ok = (closing: Record<string, string>) => closingSchema.safeParse(closing).success;
    expect(ok({ text: 'x', date: '2026-12-24', link: 'https://example.com/x' })).toBe(true);
    expect(ok({ text: '', date: '', link: '' })).toBe(true);
    expect(ok({ text: 'x', date: '2026-02-30', link: '' })).toBe(false);
    expect(ok({ text: 'x', date: '24-12-2026', link: '' })).toBe(false);
    expect(ok({ text: 'x', date: '', link: 'javascript:alert(1)' })).toBe(false);
    expect(ok({ text: 'x', date: '', link: '//evil.example' })).toBe(false);
    expect(ok({ text: 'x'.repeat(501), date: '', link: '' })).toBe(false);
  });

  it('refuses template ids with a slash', () => {
    const valid = readGlobalSettings({});
    expect(globalSettingsSchema.safeParse(valid).success).toBe(true);
    expect(globalSettingsSchema.safeParse({ ...valid, demoTemplate: 'x/y' }).success).toBe(false);
  });

  it('shows the closing date day-month-year, and hides an announcement without text', () => {
    expect(formatDayMonthYear('2026-12-24')).toBe('24-12-2026');
    expect(formatDayMonthYear('')).toBe('');
    expect(hasClosingAnnouncement({ text: '  ', date: '2026-12-24', link: '' })).toBe(false);
    expect(hasClosingAnnouncement({ text: 'Closing', date: '', link: '' })).toBe(true);
  });
});
