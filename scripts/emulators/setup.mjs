// Prepares the Firebase emulators on machines without internet (see docs/offline-emulators.md).
// When the Debian Google Cloud emulators are installed, their binaries are wrapped so that
// firebase-tools can start them; otherwise firebase-tools is left to download its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, '.emulators');
const sdk = '/usr/lib/google-cloud-sdk/platform';
const firestoreJar = `${sdk}/cloud-firestore-emulator/cloud-firestore-emulator.jar`;
const pubsubBin = `${sdk}/pubsub-emulator/bin/cloud-pubsub-emulator`;

function buildFirestoreWrapper() {
  const wrapper = join(outDir, 'firestore-emulator-wrapper.jar');
  if (!existsSync(wrapper)) {
    const manifest = join(outDir, 'firestore-manifest.txt');
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${firestoreJar}\n`,
    );
    execFileSync('jar', ['cfm', wrapper, manifest]);
  }
  return wrapper;
}

function buildStorageStandIn() {
  const jar = join(outDir, 'storage-rules-standin.jar');
  if (!existsSync(jar)) {
    const classes = join(outDir, 'standin-classes');
    mkdirSync(classes, { recursive: true });
    execFileSync('javac', [
      '-d',
      classes,
      join(root, 'scripts/emulators/StorageRulesStandIn.java'),
    ]);
    const manifest = join(outDir, 'standin-manifest.txt');
    writeFileSync(manifest, 'Main-Class: StorageRulesStandIn\n');
    execFileSync('jar', ['cfm', jar, manifest, '-C', classes, '.']);
  }
  return jar;
}

/** Environment variables that point firebase-tools at local emulator binaries. */
export function emulatorEnv() {
  // The functions emulator starts a worker process per function on its first call and gives it
  // 30 s to load; beside software-rendered browsers on 2 cores a load took longer, and every
  // call to that function failed ('Failed to load function').
  const env = { FUNCTIONS_DISCOVERY_TIMEOUT: '120' };
  // The emulators' JVMs (Firestore, Pub/Sub) with the serial garbage collector: on 2 cores the
  // default one (G1) runs threads of its own beside the emulator's; the rules tests' matrix files
  // took 61-69 s instead of 67-87 s (2026-12-08). An explicit setting of the caller's wins.
  env.JAVA_TOOL_OPTIONS = process.env.JAVA_TOOL_OPTIONS ?? '-XX:+UseSerialGC';
  if (!existsSync(firestoreJar)) return env;
  mkdirSync(outDir, { recursive: true });
  env.FIRESTORE_EMULATOR_BINARY_PATH = buildFirestoreWrapper();
  if (existsSync(pubsubBin)) env.PUBSUB_EMULATOR_BINARY_PATH = pubsubBin;
  env.STORAGE_EMULATOR_BINARY_PATH = buildStorageStandIn();
  const line = '!'.repeat(78);
  console.warn(
    `${line}\n!! OFFLINE MODE: the Storage rules runtime is a local stand-in that PERMITS EVERY\n` +
      `!! request. storage.rules are NOT enforced by the emulator; upload limits are\n` +
      `!! enforced by the storage-enforceUploadLimits function instead.\n${line}`,
  );
  return env;
}

export const PROJECT_ID = 'demo-menagerie';
export const EMULATORS = 'auth,firestore,functions,storage,pubsub';
