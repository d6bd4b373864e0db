import { screenTrackName } from '../screenTransport';

/** One remote publication as the screen decisions see it. */
export interface ScreenPublication {
  /** The publishing participant's identity (uid). */
  identity: string;
  trackName: string;
  subscribed: boolean;
}

/** A viewer's wish: this sharer's share of this screen. */
export interface WantedScreen {
  sharer: string;
  screenId: string;
}

/**
 * Which of a room's publications to subscribe to and which to let go: a share's tracks (named
 * for their screen) while a viewer in sight wants that sharer's share of that screen, and no
 * other share's. Publications that are no share (voices) are not this decision's business.
 */
export function screenSubscriptionChanges<P extends ScreenPublication>(
  publications: readonly P[],
  wanted: readonly WantedScreen[],
): { subscribe: P[]; unsubscribe: P[] } {
  const wantedKeys = new Set(wanted.map((w) => `${w.sharer}\n${screenTrackName(w.screenId)}`));
  const subscribe: P[] = [];
  const unsubscribe: P[] = [];
  for (const publication of publications) {
    if (!publication.trackName.startsWith(screenTrackName(''))) continue;
    const want = wantedKeys.has(`${publication.identity}\n${publication.trackName}`);
    if (want && !publication.subscribed) subscribe.push(publication);
    if (!want && publication.subscribed) unsubscribe.push(publication);
  }
  return { subscribe, unsubscribe };
}
