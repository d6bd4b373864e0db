// The rules test matrix: every role the rules distinguish, the role groups the expectations are
// written in, and describeMatrix(), which turns a table of operations into one test per
// (operation, role) cell — each a real assertSucceeds/assertFails against the emulator.
import { describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { isReadOnly } from './ops';
import { db, UID } from './rulesEnv';
import type { RulesSuite } from './rulesHooks';

export const ROLES = [
  'signedOut',
  /** Signed in anonymously, no member document. */
  'anonymous',
  /** A granted member without roles. */
  'attendee',
  /** A member document with banned: true. */
  'banned',
  'roomEditor',
  'speaker',
  'videoController',
  'organiser',
  'admin',
  /** events/demo.creatorId, without a member document. */
  'creator',
  /** Site staff (custom claim), not an event member. */
  'staff',
] as const;
export type Role = (typeof ROLES)[number];

// Effective role groups in the demo event (src/domain/roles.ts: creator ⇒ admin ⇒ organiser ⇒
// roomEditor, stageSpeaker, videoController).
export const NOBODY: readonly Role[] = [];
export const EVERYONE: readonly Role[] = [...ROLES];
export const SIGNED_IN: readonly Role[] = ROLES.filter((role) => role !== 'signedOut');
export const STAFF: readonly Role[] = ['staff'];
export const ADMINS: readonly Role[] = ['admin', 'creator'];
export const ORGANISERS: readonly Role[] = ['organiser', ...ADMINS];
export const ROOM_EDITORS: readonly Role[] = ['roomEditor', ...ORGANISERS];
export const SPEAKERS: readonly Role[] = ['speaker', ...ORGANISERS];
export const VIDEO_CONTROLLERS: readonly Role[] = ['videoController', ...ORGANISERS];
/** Everyone who may read the event's sub-collections. */
export const MEMBERS: readonly Role[] = [
  'attendee',
  'roomEditor',
  'speaker',
  'videoController',
  ...ORGANISERS,
];

/** The uid each role signs in with ('signed-out' stands in for "no uid" in paths). */
const ROLE_UID: Record<Role, string> = {
  signedOut: 'signed-out',
  anonymous: UID.anonymousOutsider,
  attendee: UID.attendee,
  banned: UID.banned,
  roomEditor: UID.roomEditor,
  speaker: UID.speaker,
  videoController: UID.videoController,
  organiser: UID.organiser,
  admin: UID.admin,
  creator: UID.creator,
  staff: UID.staff,
};

export function roleContexts(env: RulesTestEnvironment): Record<Role, RulesTestContext> {
  const contexts = {} as Record<Role, RulesTestContext>;
  for (const role of ROLES) {
    if (role === 'signedOut') contexts[role] = env.unauthenticatedContext();
    else if (role === 'anonymous') {
      contexts[role] = env.authenticatedContext(ROLE_UID[role], {
        firebase: { sign_in_provider: 'anonymous' },
      });
    } else if (role === 'staff')
      contexts[role] = env.authenticatedContext(ROLE_UID[role], { staff: true });
    else contexts[role] = env.authenticatedContext(ROLE_UID[role]);
  }
  return contexts;
}

/** Who performs a cell's operation. */
export interface Actor {
  role: Role;
  uid: string;
  db: Firestore;
}

export interface Row {
  /** What is attempted, e.g. "update access.isClosed". */
  op: string;
  /** The roles for which the rules must allow it; every other role must be denied. */
  allow: readonly Role[];
  /** Extra fixtures for this cell, written with the rules disabled before the attempt. */
  setup?: (firestore: Firestore, actor: Actor) => Promise<unknown>;
  run: (actor: Actor) => Promise<unknown>;
}

/**
 * One test per (row, role): `op as role → allow|deny`. Use with setupRulesSuite(seedWorld,
 * { reseed: 'whenChanged' }): cells that wrote (or seeded extra fixtures) trigger a re-seed.
 */
export function describeMatrix(suite: RulesSuite, title: string, rows: readonly Row[]): void {
  const cells = rows.flatMap((row) =>
    ROLES.map((role) => ({ ...row, role, outcome: row.allow.includes(role) ? 'allow' : 'deny' })),
  );
  describe(title, () => {
    it.each(cells)('$op as $role → $outcome', async ({ role, outcome, setup, run }) => {
      const actor = suite.actor(role);
      if (setup) await suite.seed((firestore) => setup(firestore, actor));
      const attempt = Promise.resolve()
        .then(() => run(actor))
        .then((result) => {
          // A write went through: the next cell starts from fresh fixtures.
          if (!isReadOnly(run)) suite.markChanged();
          return result;
        });
      if (outcome === 'allow') await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  });
}

/** The actor for `role`, given the contexts of a suite. */
export function actorFor(contexts: Record<Role, RulesTestContext>, role: Role): Actor {
  return { role, uid: ROLE_UID[role], db: db(contexts[role]) };
}
