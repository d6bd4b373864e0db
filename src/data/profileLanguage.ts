import { onAuthStateChanged } from 'firebase/auth';
import { getDoc, setDoc } from 'firebase/firestore';
import type { Language } from '../domain/languages';
import { auth } from './firebase';
import { paths } from './paths';

/**
 * The language kept in profiles/{uid}.language (issue 34), as stored: the caller checks it is
 * one we ship. Null when the profile has none or cannot be read now (offline): the device's
 * choice and the browser's languages decide meanwhile.
 */
export async function readProfileLanguage(uid: string): Promise<unknown> {
  try {
    return (await getDoc(paths.profile(uid))).get('language') ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the signed-in person's choice in their profile (merge: the rest stays), for their
 * other devices and the e-mails sent to them. Signed out, there is nowhere to keep it: false.
 * Offline, the write waits in the SDK's queue and lands when the connection is back.
 */
export async function saveProfileLanguage(language: Language): Promise<boolean> {
  const uid = auth.currentUser?.uid;
  if (!uid) return false;
  await setDoc(paths.profile(uid), { language }, { merge: true });
  return true;
}

/** Calls back with the signed-in person's uid (null when signed out); returns the stop. */
export function watchSignedInUid(callback: (uid: string | null) => void): () => void {
  return onAuthStateChanged(auth, (user) => callback(user?.uid ?? null));
}
