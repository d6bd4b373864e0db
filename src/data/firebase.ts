import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';

/**
 * A deployment provides VITE_FIREBASE_CONFIG (JSON). Without it the SPA talks to the local
 * emulators of the `demo-menagerie` project, which needs no credentials.
 */
const configured = import.meta.env.VITE_FIREBASE_CONFIG as string | undefined;
const options: FirebaseOptions = configured
  ? (JSON.parse(configured) as FirebaseOptions)
  : {
      projectId: 'demo-menagerie',
      apiKey: 'demo-key',
      authDomain: 'demo-menagerie.firebaseapp.com',
      storageBucket: 'demo-menagerie.appspot.com',
    };

export const usesEmulators = !configured;
export const app = initializeApp(options);
export const auth = getAuth(app);
export const functions = getFunctions(app);

export const emulatorHost =
  (import.meta.env.VITE_EMULATOR_HOST as string | undefined) ?? '127.0.0.1';

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
  connectFunctionsEmulator(functions, emulatorHost, 5001);
}
