import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { app, emulatorHost, usesEmulators } from './firebase';

/**
 * Firestore is its own module so that the SDK (the largest part of Firebase) loads only with the
 * in-event chunk, while the join form is on screen, and not before it.
 */
export const db = initializeFirestore(app, { ignoreUndefinedProperties: true });

if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, 8080);
