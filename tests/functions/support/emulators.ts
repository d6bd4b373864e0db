// Emulator wiring for the callable tests: an admin app (fixtures, bypassing the rules) and one
// client app per signed-in user calling the functions through the real client SDK. Hosts come
// from the variables `firebase emulators:exec` exports, so a run on other ports works too;
// FUNCTIONS_EMULATOR_HOST is ours (exec does not export it). Run on their own:
//   npm --prefix functions run build
//   env <emulatorEnv() of scripts/emulators/setup.mjs> npx firebase emulators:exec \
//     --project demo-menagerie --only auth,firestore,functions,storage \
//     "npx vitest run --project emulator tests/functions"
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type FunctionsError,
} from 'firebase/functions';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { expect } from 'vitest';

const PROJECT_ID = 'demo-menagerie';
const BUCKET = `${PROJECT_ID}.appspot.com`;

process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ||= '127.0.0.1:9199';
process.env.FUNCTIONS_EMULATOR_HOST ||= '127.0.0.1:5001';
process.env.GCLOUD_PROJECT ||= PROJECT_ID;

function hostAndPort(envVar: string): { host: string; port: number } {
  const value = process.env[envVar]!;
  const colon = value.lastIndexOf(':');
  return { host: value.slice(0, colon), port: Number(value.slice(colon + 1)) };
}

const ADMIN_APP_NAME = 'functions-tests-admin';
const adminApp =
  getAdminApps().find((app) => app.name === ADMIN_APP_NAME) ??
  initializeAdminApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, ADMIN_APP_NAME);
export const adminDb = getFirestore(adminApp);
export const adminAuth = getAdminAuth(adminApp);
export const adminBucket = () => getStorage(adminApp).bucket(BUCKET);

/** A short random suffix for ids that must not collide with other tests or files. */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

export interface Client {
  uid: string;
  email: string;
  app: FirebaseApp;
  /** Calls a callable by its deployed name, e.g. 'event-setUserRoles'. */
  call<R = unknown>(name: string, data?: unknown): Promise<R>;
}

const clients: FirebaseApp[] = [];

function clientApp(name: string): FirebaseApp {
  const app = initializeApp({ apiKey: 'fake-api-key', projectId: PROJECT_ID }, name);
  const functions = getFunctions(app);
  const { host, port } = hostAndPort('FUNCTIONS_EMULATOR_HOST');
  connectFunctionsEmulator(functions, host, port);
  clients.push(app);
  return app;
}

function callerFor(app: FirebaseApp) {
  const functions = getFunctions(app);
  return async <R>(name: string, data?: unknown): Promise<R> => {
    const result = await httpsCallable(functions, name)(data);
    return result.data as R;
  };
}

/** A client that is not signed in. */
export function anonymousClient(): Pick<Client, 'app' | 'call'> {
  const app = clientApp(unique('anon'));
  return { app, call: callerFor(app) };
}

export interface UserOptions {
  staff?: boolean;
  email?: string;
  /** Writes users/{uid}.permissions.createEvents = true. */
  canCreateEvents?: boolean;
}

/** Creates an auth user with the admin SDK and signs in as them in a fresh client app. */
export async function signedInUser(options: UserOptions = {}): Promise<Client> {
  const email = options.email ?? `${unique('user')}@functions.menagerie.test`;
  const password = 'password-123';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  if (options.staff) await adminAuth.setCustomUserClaims(user.uid, { staff: true });
  if (options.canCreateEvents) {
    await adminDb.doc(`users/${user.uid}`).set({ email, permissions: { createEvents: true } });
  }
  const app = clientApp(unique('client'));
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  await signInWithEmailAndPassword(auth, email, password);
  return { uid: user.uid, email, app, call: callerFor(app) };
}

/**
 * Starts the functions' emulator workers and their first Firestore connection (together many
 * seconds on a small machine) with calls that touch no fixture, so that the tests' own
 * timeouts measure the calls, not the boot. Failures are expected and ignored.
 */
export async function warmUp(
  client: Pick<Client, 'call'>,
  calls: Record<string, unknown>,
): Promise<void> {
  await Promise.all(
    Object.entries(calls).map(([name, data]) => client.call(name, data).catch(() => null)),
  );
}

/** Deletes the client apps created so far (call in afterAll). */
export async function closeClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((app) => deleteApp(app)));
}

/** Asserts that a call fails with a callable error code, message and (optionally) reason. */
export async function expectCallError(
  promise: Promise<unknown>,
  code: string,
  /** `fields`: the payload fields a schema refused, which the answer's details name. */
  expected: { message?: string | RegExp; reason?: string; fields?: string[] } = {},
): Promise<FunctionsError> {
  const error = (await promise.then(
    () => {
      throw new Error(`Expected the call to fail with ${code}, but it succeeded.`);
    },
    (e: unknown) => e,
  )) as FunctionsError;
  expect(error.code, error.message).toBe(`functions/${code}`);
  // The client SDK appends the HTTP status to the server's message: 'text [403]'.
  const message = error.message.replace(/ \[\d{3}\]$/, '');
  if (typeof expected.message === 'string') expect(message).toBe(expected.message);
  else if (expected.message) expect(message).toMatch(expected.message);
  if (expected.reason) expect(error.details).toMatchObject({ reason: expected.reason });
  if (expected.fields) {
    expect(error.details).toMatchObject({ fields: expect.arrayContaining(expected.fields) });
  }
  return error;
}
