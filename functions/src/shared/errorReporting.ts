// Error reporting for the functions (Sentry), on only when the SENTRY_DSN variable is set (for
// example in functions/.env.<project>). Without it @sentry/node is never loaded, so a cold
// start pays nothing for it.
import { logSentryReportFailed } from './log';

type SentryNode = typeof import('@sentry/node');

let sdk: Promise<SentryNode> | null = null;

function sentryFor(dsn: string): Promise<SentryNode> {
  sdk ??= import('@sentry/node').then((sentry) => {
    // The reference samples every transaction.
    sentry.init({ dsn, tracesSampleRate: 1, environment: process.env.GCLOUD_PROJECT });
    return sentry;
  });
  return sdk;
}

/**
 * Reports an unexpected error (a bug or an outage, not a refusal) and waits until it has been
 * sent: a function instance may be frozen as soon as the request ends.
 */
export async function reportUnexpectedError(
  error: unknown,
  context: Record<string, unknown> = {},
): Promise<void> {
  const dsn = process.env.SENTRY_DSN?.trim();
  if (!dsn) return;
  try {
    const sentry = await sentryFor(dsn);
    sentry.captureException(error, { extra: context });
    await sentry.flush(2000);
  } catch (reportingError) {
    // Reporting must never turn into the caller's error.
    logSentryReportFailed(reportingError);
  }
}
