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

// The store is read inside the try: touching localStorage itself throws where storage is
// blocked (a sandboxed frame).
export function isAnnouncementDismissed(closing: ClosingAnnouncement, store?: Store): boolean {
  try {
    return (store ?? localStorage).getItem(KEY) === announcementId(closing);
  } catch {
    return false;
  }
}

export function rememberAnnouncementDismissed(closing: ClosingAnnouncement, store?: Store): void {
  try {
    (store ?? localStorage).setItem(KEY, announcementId(closing));
  } catch {
    // Storage can be unavailable (private mode): the banner then returns on the next visit.
  }
}
