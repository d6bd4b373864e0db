import { auth, emulatorHost, usesEmulators } from './firebase';

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

export function sendExitBeacon(eventId: string, roomId: string, uid: string): void {
  if (!cachedToken) return;
  const headers = { Authorization: `Bearer ${cachedToken}`, 'Content-Type': 'application/json' };
  const base = documentsUrl();
  void fetch(
    `${base}/events/${eventId}/users/${uid}?updateMask.fieldPaths=online&currentDocument.exists=true`,
    {
      method: 'PATCH',
      keepalive: true,
      headers,
      body: JSON.stringify({ fields: { online: { booleanValue: false } } }),
    },
  ).catch(() => undefined);
  void fetch(`${base}/events/${eventId}/rooms/${roomId}/positions/${uid}`, {
    method: 'DELETE',
    keepalive: true,
    headers,
  }).catch(() => undefined);
}
