import { beforeEach, describe, expect, it } from 'vitest';
import { isAnnouncementDismissed, rememberAnnouncementDismissed } from './dismissedAnnouncement';

const closing = { text: 'We close soon.', date: '2026-12-15', link: '' };
let store: Map<string, string>;
const storage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
};

describe('a dismissed announcement', () => {
  beforeEach(() => {
    store = new Map();
  });

  it('is not dismissed until dismissed, then stays dismissed', () => {
    expect(isAnnouncementDismissed(closing, storage)).toBe(false);
    rememberAnnouncementDismissed(closing, storage);
    expect(isAnnouncementDismissed(closing, storage)).toBe(true);
  });

  it('shows again when its text, date or link changes', () => {
    rememberAnnouncementDismissed(closing, storage);
    expect(isAnnouncementDismissed({ ...closing, text: 'We close later.' }, storage)).toBe(false);
    expect(isAnnouncementDismissed({ ...closing, date: '2027-01-01' }, storage)).toBe(false);
    expect(isAnnouncementDismissed({ ...closing, link: '/about' }, storage)).toBe(false);
  });
});
