import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
} from 'firebase/firestore';
import { app, emulatorHost, usesEmulators } from './firebase';
import { firestoreEmulatorPort } from './testHooks';

/**
 * Firestore is its own module so that the SDK (the largest part of Firebase) loads only with the
 * in-event chunk, while the join form is on screen, and not before it.
 */
export const db = initializeFirestore(app, { ignoreUndefinedProperties: true });

if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestoreEmulatorPort());

/**
 * Reconnects at once. After a network loss the SDK retries with an exponential back-off of up to
 * a minute; a person who presses 'Join now' or 'Reconnect' again should not wait for it. Writes
 * still queued (a join that timed out) are sent on the new connection.
 */
export async function restartConnection(): Promise<void> {
  await disableNetwork(db);
  await enableNetwork(db);
}
