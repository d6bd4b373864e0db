// Vitest lifecycle for a rules test file: one environment per file, Firestore cleared and the
// fixtures re-seeded before every test, contexts for the standard identities.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { contexts, createRulesEnv, seed, type Contexts } from './rulesEnv';
import { seedWorld } from './worldFixtures';

export interface RulesSuite {
  env: RulesTestEnvironment;
  as: Contexts;
  /** Writes extra fixtures (rules disabled) inside a test. */
  seed(fn: (firestore: Firestore) => Promise<unknown>): Promise<void>;
}

/** Registers the hooks; the returned object is filled in by beforeAll. */
export function setupRulesSuite(
  fixtures: (firestore: Firestore) => Promise<unknown> = seedWorld,
): RulesSuite {
  const suite = {} as RulesSuite;
  beforeAll(async () => {
    suite.env = await createRulesEnv();
    suite.as = contexts(suite.env);
    suite.seed = (fn) => seed(suite.env, fn);
  });
  beforeEach(async () => {
    await suite.env.clearFirestore();
    await seed(suite.env, fixtures);
  });
  afterAll(async () => {
    await suite.env?.cleanup();
  });
  return suite;
}
