import { z } from 'zod';

/**
 * settings/global: readable by everyone, written by staff on /admin (firestore.rules
 * isValidGlobalSettings says the same). One flat shape, the reference's field names:
 *   defaultTemplate, demoTemplate, demoSecondRoomTemplate   ids of templates/{id}
 *   closing: { text, date (YYYY-MM-DD or ''), link (https URL, site path or '') }
 *   subscriptionsEnabled                                     false while the product closes
 *   audioQuotaEnforced          the audio quota refuses voice seats (missing = true; staff
 *                               switch it off for a deployment that runs peer-to-peer only)
 */
/** The closing announcement's text (firestore.rules isValidClosing: <= 500). */
export const CLOSING_TEXT_MAX = 500;

export const SETTINGS_TEXTS = {
  badDate: 'Enter the date as YYYY-MM-DD, or leave it empty.',
  badLink: 'Enter a link starting with https:// or /, or leave it empty.',
  textTooLong: 'The announcement is at most 500 characters.',
  linkTooLong: 'A link is at most 2048 characters.',
} as const;

export const TEMPLATE_SETTING_KEYS = [
  'defaultTemplate',
  'demoTemplate',
  'demoSecondRoomTemplate',
] as const;
export type TemplateSettingKey = (typeof TEMPLATE_SETTING_KEYS)[number];

/** Which template each creation choice of createNewEvent copies, and the seed's ids. */
export const TEMPLATE_FOR_CHOICE = { blank: 'defaultTemplate', demo: 'demoTemplate' } as const;
export const FALLBACK_TEMPLATE_IDS: Record<TemplateSettingKey, string> = {
  defaultTemplate: 'default',
  demoTemplate: 'demo',
  demoSecondRoomTemplate: 'demoSecondRoom',
};

/** A document id: 1 to 128 characters, no '/'. */
export const templateIdSchema = z.string().regex(/^[^/]{1,128}$/);

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export const closingSchema = z.object({
  text: z.string().trim().max(CLOSING_TEXT_MAX, SETTINGS_TEXTS.textTooLong),
  date: z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDay(v), SETTINGS_TEXTS.badDate),
  link: z
    .string()
    .trim()
    .max(2048, SETTINGS_TEXTS.linkTooLong)
    .refine(
      (v) => v === '' || /^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/.test(v),
      SETTINGS_TEXTS.badLink,
    ),
});
export type ClosingAnnouncement = z.infer<typeof closingSchema>;

export const globalSettingsSchema = z.object({
  defaultTemplate: templateIdSchema,
  demoTemplate: templateIdSchema,
  demoSecondRoomTemplate: templateIdSchema,
  closing: closingSchema,
  subscriptionsEnabled: z.boolean(),
  audioQuotaEnforced: z.boolean(),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const NO_CLOSING: ClosingAnnouncement = { text: '', date: '', link: '' };

/** The document as stored, each field falling back on its own when missing or malformed. */
export function readGlobalSettings(data: Record<string, unknown> | undefined): GlobalSettings {
  const source = data ?? {};
  const template = (key: TemplateSettingKey) => {
    const parsed = templateIdSchema.safeParse(source[key]);
    return parsed.success ? parsed.data : FALLBACK_TEMPLATE_IDS[key];
  };
  const closing = closingSchema.safeParse(source.closing);
  return {
    defaultTemplate: template('defaultTemplate'),
    demoTemplate: template('demoTemplate'),
    demoSecondRoomTemplate: template('demoSecondRoomTemplate'),
    closing: closing.success ? closing.data : NO_CLOSING,
    subscriptionsEnabled: source.subscriptionsEnabled === true,
    audioQuotaEnforced: source.audioQuotaEnforced !== false,
  };
}

/** Whether the dashboard shows the closing announcement (hidden when no text is set). */
export function hasClosingAnnouncement(closing: ClosingAnnouncement): boolean {
  return closing.text.trim() !== '';
}
