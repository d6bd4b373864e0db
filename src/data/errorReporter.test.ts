// The SPA's reporter against a fake Sentry ingest on loopback (tests/support/fakeSentryIngest):
// with a DSN, a reported error arrives there through the real SDK; without one, the SDK is
// never even loaded and nothing is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSentryIngest } from '../../tests/support/fakeSentryIngest';
import { createErrorReporter, type SentrySdk } from './errorReporter';

let ingest: Awaited<ReturnType<typeof startFakeSentryIngest>>;
beforeAll(async () => {
  ingest = await startFakeSentryIngest();
});
afterAll(() => ingest.close());

describe('the error reporter', () => {
  it('loads nothing and sends nothing without a DSN', async () => {
    let loads = 0;
    const reporter = createErrorReporter(undefined, () => {
      loads += 1;
      return import('@sentry/react');
    });
    expect(await reporter.start()).toBeNull();
    reporter.report(new Error('no-dsn-error'), { action: 'test' });
    expect(await reporter.flush()).toBe(true);
    expect(loads).toBe(0);
    expect(ingest.received).toEqual([]);
  });

  it('sends a reported error, with its context, to the configured DSN', async () => {
    const reporter = createErrorReporter(
      ingest.dsn,
      () => import('@sentry/react') as Promise<SentrySdk>,
      'test',
    );
    reporter.report(new Error('reported-through-sentry'), { action: 'user-deleteUser' });
    await reporter.start();
    expect(await reporter.flush(5000)).toBe(true);
    const [envelope] = ingest.errorsMentioning('reported-through-sentry');
    expect(envelope?.body).toContain('user-deleteUser');
  });
});
