import type { ClosingAnnouncement } from '../../domain/globalSettings';

/**
 * A dismissed closing announcement stays dismissed on this device (issue 30 #28), until the
 * announcement itself changes: what is remembered is the announcement, not a flag, so a new
 * text, date or link shows again.
 */
const KEY = 'menagerie:dismissedAnnouncement';

function announcementId(closing: ClosingAnnouncement): string {
  return JSON.stringify([closing.text, closing.date, closing.link]);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function isAnnouncementDismissed(
  closing: ClosingAnnouncement,
  store: Store = localStorage,
): boolean {
  try {
    return store.getItem(KEY) === announcementId(closing);
  } catch {
    return false;
  }
}

export function rememberAnnouncementDismissed(
  closing: ClosingAnnouncement,
  store: Store = localStorage,
): void {
  try {
    store.setItem(KEY, announcementId(closing));
  } catch {
    // Storage can be unavailable (private mode): the banner then returns on the next visit.
  }
}
