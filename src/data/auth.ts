import {
  GoogleAuthProvider,
  TwitterAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { auth } from './firebase';

export interface SessionUser {
  uid: string;
  isAnonymous: boolean;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  staff: boolean;
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return {
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    staff: token.claims.staff === true,
  };
}

/** Calls back with the signed-in user (null when signed out); returns the unsubscribe. */
export function watchSession(callback: (user: SessionUser | null) => void): () => void {
  return onAuthStateChanged(auth, (user) => {
    if (!user) callback(null);
    else void toSessionUser(user).then(callback);
  });
}

export async function signInAsGuest(): Promise<void> {
  if (!auth.currentUser) await signInAnonymously(auth);
}

export async function signInWithGoogle(): Promise<void> {
  await signInWithPopup(auth, new GoogleAuthProvider());
}

export async function signInWithTwitter(): Promise<void> {
  await signInWithPopup(auth, new TwitterAuthProvider());
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signUpWithEmail(email: string, password: string): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}

export function currentUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('No current user');
  return uid;
}

/** Firebase auth error codes mapped to sentences a person can act on. */
export function describeAuthError(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  const messages: Record<string, string> = {
    'auth/invalid-email': 'That e-mail address is not valid.',
    'auth/missing-password': 'Please enter your password.',
    'auth/weak-password': 'Passwords need at least 6 characters.',
    'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
    'auth/invalid-credential': 'Wrong e-mail or password.',
    'auth/wrong-password': 'Wrong e-mail or password.',
    'auth/user-not-found': 'Wrong e-mail or password.',
    'auth/popup-closed-by-user': 'The sign-in window was closed before finishing.',
    'auth/popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups and try again.',
  };
  return messages[code] ?? 'Something went wrong. Please try reloading the page.';
}
