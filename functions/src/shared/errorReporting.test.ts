// Functions' error reporting against a fake Sentry ingest on loopback: an unexpected error in a
// callable reaches it through @sentry/node; refusals (HttpsError) do not; without SENTRY_DSN
// nothing is sent.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeSentryIngest } from '../../../tests/support/fakeSentryIngest';
import { authedCallable } from './callable';

let ingest: Awaited<ReturnType<typeof startFakeSentryIngest>>;
beforeAll(async () => {
  ingest = await startFakeSentryIngest();
});
afterEach(() => {
  delete process.env.SENTRY_DSN;
});
afterAll(() => ingest.close());

// A callable of this test only (not in the registry): throws what it is asked to.
const failing = authedCallable(
  { name: 'test-failing', schema: z.object({ kind: z.enum(['bug', 'refusal']) }) },
  async (data) => {
    if (data.kind === 'refusal') throw new HttpsError('permission-denied', 'refusal-not-reported');
    throw new Error(`unexpected-bug-${process.env.SENTRY_DSN ? 'with' : 'without'}-dsn`);
  },
);

const callAs = (kind: 'bug' | 'refusal') =>
  failing.run({
    data: { kind },
    auth: { uid: 'reporter-test', token: {} },
  } as unknown as CallableRequest<{ kind: 'bug' | 'refusal' }>);

describe('callables report unexpected errors', () => {
  it('sends nothing without SENTRY_DSN', async () => {
    await expect(callAs('bug')).rejects.toThrow('unexpected-bug-without-dsn');
    expect(ingest.received).toEqual([]);
  });

  it('sends an unexpected error, not a refusal, to the configured DSN', async () => {
    process.env.SENTRY_DSN = ingest.dsn;
    await expect(callAs('refusal')).rejects.toThrow('refusal-not-reported');
    await expect(callAs('bug')).rejects.toThrow('unexpected-bug-with-dsn');
    const [envelope] = ingest.errorsMentioning('unexpected-bug-with-dsn');
    expect(envelope?.body).toContain('reporter-test');
    // One error event in all: the bug's (the refusal's text appears only in its source context).
    expect(ingest.errorsMentioning('"type":"event"')).toHaveLength(1);
    expect(ingest.errorsMentioning('"value":"refusal-not-reported"')).toEqual([]);
  });
});

describe('a payload the schema refuses', () => {
  it("answers the schema's sentence for people, and the fields in the details", async () => {
    const refused = failing
      .run({
        data: { kind: 'other' },
        auth: { uid: 'reporter-test', token: {} },
      } as unknown as CallableRequest<{ kind: 'bug' | 'refusal' }>)
      .catch((error: unknown) => error);
    const error = (await refused) as HttpsError;
    expect(error.code).toBe('invalid-argument');
    expect(error.message).not.toMatch(/^kind:/);
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.details).toEqual({ fields: ['kind'] });
  });
});
