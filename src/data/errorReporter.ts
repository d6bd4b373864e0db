// Error reporting (Sentry), on only when the build has a DSN (VITE_SENTRY_DSN). Without one,
// nothing loads and nothing is sent: the SDK is a lazy chunk imported only when a DSN exists,
// so the walk path does not carry it. Everything that reports goes through reportError().

import type * as SentryReact from '@sentry/react';

/** What this module uses of @sentry/react (types only: the SDK itself is a lazy chunk). */
export type SentrySdk = Pick<
  typeof SentryReact,
  'init' | 'browserTracingIntegration' | 'captureException' | 'flush'
>;

export interface ErrorReporter {
  /** Loads and starts the SDK (its global handlers catch uncaught errors); a no-op without DSN. */
  start(): Promise<SentrySdk | null>;
  /** Logs the error and, with a DSN, sends it with `context` as extra data. */
  report(error: unknown, context?: Record<string, unknown>): void;
  /** Waits until what was reported has been sent (tests, pages about to unload). */
  flush(timeoutMs?: number): Promise<boolean>;
}

export function createErrorReporter(
  dsn: string | undefined,
  load: () => Promise<SentrySdk>,
  environment?: string,
): ErrorReporter {
  let sdk: Promise<SentrySdk | null> | null = null;
  const start = () => {
    if (!dsn) return Promise.resolve(null);
    sdk ??= load().then(
      (sentry) => {
        // The reference samples every transaction.
        sentry.init({
          dsn,
          environment,
          tracesSampleRate: 1,
          integrations: [sentry.browserTracingIntegration()],
        });
        return sentry;
      },
      (error: unknown) => {
        console.error('Error reporting could not start', error);
        return null;
      },
    );
    return sdk;
  };
  return {
    start,
    report(error, context = {}) {
      console.error(error, context);
      if (!dsn) return;
      void start().then((sentry) => sentry?.captureException(error, { extra: context }));
    },
    async flush(timeoutMs = 2000) {
      const sentry = await (sdk ?? Promise.resolve(null));
      return sentry ? sentry.flush(timeoutMs) : true;
    },
  };
}

const reporter = createErrorReporter(
  import.meta.env.VITE_SENTRY_DSN as string | undefined,
  () => import('@sentry/react'),
  import.meta.env.MODE,
);

export const startErrorReporting = reporter.start;
export const reportError = reporter.report;
