// Vitest lifecycle for a rules test file: one environment per file, Firestore cleared and the
// fixtures re-seeded before every test, contexts for the standard identities and matrix roles.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { contexts, createRulesEnv, seed, type Contexts } from './rulesEnv';
import { actorFor, roleContexts, ROLES, type Actor, type Role } from './roleMatrix';
import { seedWorld } from './worldFixtures';

export interface RulesSuite {
  env: RulesTestEnvironment;
  as: Contexts;
  /** The signed-in (or signed-out) actor for a role of the matrix. */
  actor(role: Role): Actor;
  /** Writes extra fixtures (rules disabled) inside a test; marks the data as changed. */
  seed(fn: (firestore: Firestore) => Promise<unknown>): Promise<void>;
  /** Records that a test changed the data, so the next test starts from fresh fixtures. */
  markChanged(): void;
}

export interface RulesSuiteOptions {
  /**
   * 'always' (default): clear and re-seed before every test. 'whenChanged': only after a test
   * that called markChanged() or seed() — for matrix files, where most cells only read or are
   * denied, and re-seeding every cell would dominate the run time.
   */
  reseed?: 'always' | 'whenChanged';
}

/** Registers the hooks; the returned object is filled in by beforeAll. */
export function setupRulesSuite(
  fixtures: (firestore: Firestore) => Promise<unknown> = seedWorld,
  options: RulesSuiteOptions = {},
): RulesSuite {
  const suite = {} as RulesSuite;
  let changed = true;
  beforeAll(async () => {
    suite.env = await createRulesEnv();
    suite.as = contexts(suite.env);
    const roles = roleContexts(suite.env);
    const actors = new Map(ROLES.map((role) => [role, actorFor(roles, role)]));
    suite.actor = (role) => actors.get(role) ?? actorFor(roles, role);
    suite.markChanged = () => {
      changed = true;
    };
    suite.seed = (fn) => {
      changed = true;
      return seed(suite.env, fn);
    };
  });
  beforeEach(async () => {
    if (!changed && options.reseed === 'whenChanged') return;
    await suite.env.clearFirestore();
    await seed(suite.env, fixtures);
    changed = false;
  });
  afterAll(async () => {
    await suite.env?.cleanup();
  });
  return suite;
}
