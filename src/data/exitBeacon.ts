import { auth, emulatorHost, usesEmulators } from './firebase';
import { eventUserDoc, positionDoc } from '../domain/protocol/paths';

/**
 * Best-effort "I left" on pagehide. The Firestore SDK cannot be relied on while a page is being
 * unloaded, so the offline flag and the position removal go as keepalive fetches to the
 * Firestore REST API, authorised with an ID token cached beforehand (pagehide is synchronous).
 */
let cachedToken: string | null = null;

export async function refreshExitToken(): Promise<void> {
  cachedToken = (await auth.currentUser?.getIdToken()) ?? null;
}

function documentsUrl(): string {
  const projectId = auth.app.options.projectId;
  const host = usesEmulators ? `http://${emulatorHost}:8080` : 'https://firestore.googleapis.com';
  return `${host}/v1/projects/${projectId}/databases/(default)/documents`;
}

/**
 * Offline and the position removed in one atomic commit: sent as two requests, a position write
 * still in flight could land between them and leave an avatar standing for an offline user.
 */
export function sendExitBeacon(eventId: string, roomId: string, uid: string): void {
  commitOnExit((name) => [
    {
      update: {
        name: name(eventUserDoc(eventId, uid)),
        fields: { online: { booleanValue: false } },
      },
      updateMask: { fieldPaths: ['online'] },
      currentDocument: { exists: true },
    },
    { delete: name(positionDoc(eventId, roomId, uid)) },
  ]);
}

/**
 * The global-audio page's "I left": its listener announcement removed, so the stage speakers
 * stop serving it at their next plan instead of when the announcement goes stale.
 */
export function sendListenerExitBeacon(eventId: string, uid: string): void {
  commitOnExit((name) => [{ delete: name(`events/${eventId}/globalAudioListeners/${uid}`) }]);
}

/** One REST commit of `writes` (given the document name maker), sent as a keepalive fetch. */
function commitOnExit(writes: (name: (path: string) => string) => object[]): void {
  if (!cachedToken) return;
  const base = documentsUrl();
  const name = (path: string) => `${base.slice(base.indexOf('projects/'))}/${path}`;
  void fetch(`${base}:commit`, {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${cachedToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: writes(name) }),
  }).catch(() => undefined);
}
