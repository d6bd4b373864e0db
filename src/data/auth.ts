import {
  GoogleAuthProvider,
  TwitterAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { auth, usesEmulators } from './firebase';

export type IdentityProvider = 'google' | 'twitter';

/**
 * Against the Auth emulator, provider sign-in cannot use the popup (it needs Google's servers,
 * unreachable offline); the emulator accepts a credential whose id token is plain JSON claims.
 */
export const providerSignInIsEmulated = usesEmulators;

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

/**
 * Refreshes the signed-in user's ID token every `intervalMs` (the reference: 10 minutes), on
 * every page, so a claim granted or revoked meanwhile (staff) reaches the rules and functions
 * without waiting out the hour. Does nothing while signed out; returns the stop.
 */
export function keepIdTokenFresh(intervalMs: number): () => void {
  const timer = setInterval(() => {
    // A failed refresh (offline) is retried at the next tick; the SDK keeps the old token.
    auth.currentUser?.getIdToken(true).catch(() => undefined);
  }, intervalMs);
  return () => clearInterval(timer);
}

export async function signInAsGuest(): Promise<void> {
  if (!auth.currentUser) await signInAnonymously(auth);
}

/**
 * The signed-in user's id once the persisted session is known, signing in as a guest when there
 * is none. The global-audio page's identity: a same-origin parent's user (same storage), else a
 * guest of its own (a third-party parent's iframe has partitioned storage).
 */
export async function signedInOrGuest(): Promise<string> {
  await auth.authStateReady();
  if (!auth.currentUser) await signInAnonymously(auth);
  return currentUid();
}

export async function signInWithProvider(provider: IdentityProvider): Promise<void> {
  await signInWithPopup(
    auth,
    provider === 'google' ? new GoogleAuthProvider() : new TwitterAuthProvider(),
  );
}

/** Emulator only: signs in as the given provider account (created on first use). */
export async function signInWithEmulatedProvider(
  provider: IdentityProvider,
  account: { email: string; name: string },
): Promise<void> {
  const claims = JSON.stringify({
    sub: `${provider}-${account.email.toLowerCase()}`,
    email: account.email,
    email_verified: true,
    name: account.name,
    screen_name: account.name,
  });
  const credential =
    provider === 'google'
      ? GoogleAuthProvider.credential(claims)
      : TwitterAuthProvider.credential(claims, 'emulated-secret');
  await signInWithCredential(auth, credential);
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

function currentUid(): string {
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
