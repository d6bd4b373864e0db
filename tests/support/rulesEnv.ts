// Test environment for the security rules: one RulesTestEnvironment on the running emulators,
// the standard identities the rules tests act as, and fixture seeding that bypasses the rules.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type HostAndPort,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TestEnvironmentConfig,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';

/**
 * Projects of their own: the rules tests write thousands of fixtures, and in the functions'
 * project (demo-menagerie) each would fire the Firestore triggers (head counts, dense-room
 * tickers, joined-event tracking), whose backlog then kept the functions emulator busy well
 * into the end-to-end tests. One project per Vitest worker: the files of one worker run one
 * after the other, so two workers clear and seed their own data side by side.
 */
export const RULES_PROJECT_PREFIX = 'demo-menagerie-rules-';
const PROJECT_ID = `${RULES_PROJECT_PREFIX}${process.env.VITEST_POOL_ID ?? '1'}`;
/** Vitest workers of the rules project (vitest.config.ts). */
export const RULES_WORKERS = 2;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Reads "host:port" from an env var (as exported by `firebase emulators:exec`). */
function emulatorHost(envVar: string, fallback: string): HostAndPort {
  const value = process.env[envVar] || fallback;
  const colon = value.lastIndexOf(':');
  return { host: value.slice(0, colon), port: Number(value.slice(colon + 1)) };
}

export function firestoreHost(): HostAndPort {
  return emulatorHost('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
}

function storageHost(): HostAndPort {
  return emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199');
}

export interface RulesEnvOptions {
  /**
   * Also load storage.rules into the Storage emulator. Defaults to true only when
   * FIREBASE_STORAGE_EMULATOR_HOST is set, so `--only firestore` runs still work.
   */
  storage?: boolean;
}

/**
 * True when the Firestore emulator already runs exactly these rules (as it does inside
 * `firebase emulators:exec`, which loads firestore.rules from firebase.json). Loading a ruleset
 * resets the emulator's rules coverage, so reloading identical rules for every test file would
 * leave the coverage report with the last file's requests only. The coverage report carries the
 * source of the loaded rules, which is what is compared here.
 */
async function firestoreRulesLoaded({ host, port }: HostAndPort, rules: string): Promise<boolean> {
  try {
    const response = await fetch(
      `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`,
    );
    if (!response.ok) return false;
    const body = (await response.json()) as { rules?: { files?: Array<{ content?: string }> } };
    return (body.rules?.files ?? []).some((file) => file.content === rules);
  } catch {
    return false;
  }
}

/** Creates the environment with firestore.rules (and storage.rules) from the repository root. */
export async function createRulesEnv(options: RulesEnvOptions = {}): Promise<RulesTestEnvironment> {
  const withStorage = options.storage ?? Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
  const firestore = firestoreHost();
  const rules = readFileSync(resolve(root, 'firestore.rules'), 'utf8');
  const loaded = await firestoreRulesLoaded(firestore, rules);
  const config: TestEnvironmentConfig = {
    projectId: PROJECT_ID,
    firestore: loaded ? firestore : { ...firestore, rules },
  };
  if (withStorage) {
    config.storage = {
      ...storageHost(),
      rules: readFileSync(resolve(root, 'storage.rules'), 'utf8'),
    };
  }
  return initializeTestEnvironment(config);
}

/** User ids of the standard identities. */
export const UID = {
  anonymous: 'anon-visitor',
  attendee: 'attendee',
  nonMember: 'outsider',
  banned: 'banned-member',
  staff: 'staff-member',
  /** Signed in anonymously, no member document (the role matrix's "anonymous"). */
  anonymousOutsider: 'anon-outsider',
  /** Granted members of the demo event holding one explicit role each. */
  roomEditor: 'room-editor',
  speaker: 'stage-speaker',
  videoController: 'video-controller',
  organiser: 'event-organiser',
  admin: 'event-admin',
  /** events/demo.creatorId; has no member document. */
  creator: 'event-creator',
} as const;

export interface Contexts {
  signedOut: RulesTestContext;
  /** Signed in anonymously (demo visitors). */
  anonymous: RulesTestContext;
  /** A granted, unbanned member of the seeded event(s). */
  attendee: RulesTestContext;
  /** Signed in, no member document. */
  nonMember: RulesTestContext;
  /** Has a member document with banned: true. */
  banned: RulesTestContext;
  /** Site staff (custom claim staff: true), not an event member. */
  staff: RulesTestContext;
}

export function contexts(env: RulesTestEnvironment): Contexts {
  return {
    signedOut: env.unauthenticatedContext(),
    anonymous: env.authenticatedContext(UID.anonymous, {
      firebase: { sign_in_provider: 'anonymous' },
    }),
    attendee: env.authenticatedContext(UID.attendee),
    nonMember: env.authenticatedContext(UID.nonMember),
    banned: env.authenticatedContext(UID.banned),
    staff: env.authenticatedContext(UID.staff, { staff: true }),
  };
}

/**
 * The modular Firestore API accepts the compat instance a test context hands out (it unwraps it
 * at runtime); only the static types differ.
 */
export function db(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** Writes fixtures with security rules disabled. */
export async function seed(
  env: RulesTestEnvironment,
  fn: (firestore: Firestore) => Promise<unknown>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await fn(db(context));
  });
}

/** A member document as the event-requestEventAccess callable writes it. */
export function memberFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    granted: true,
    banned: false,
    earlyAccess: false,
    roles: {
      admin: false,
      eventOrganiser: false,
      roomEditor: false,
      stageSpeaker: false,
      videoController: false,
    },
    grantedAt: new Date('2024-01-01T00:00:00Z'),
    ...overrides,
  };
}
