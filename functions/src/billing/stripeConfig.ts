import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { BILLING_REASONS } from '../../../src/domain/billing/billing';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  config: Stripe.StripeConfig;
}

/**
 * Billing's settings from the functions' environment (functions/.env.<project>): the secret key,
 * the webhook secret and, for the local Stripe fake only, the API's host, port and protocol.
 * Null when STRIPE_SECRET_KEY is unset: a deployment without billing.
 */
export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (env.STRIPE_API_HOST) config.host = env.STRIPE_API_HOST;
  if (env.STRIPE_API_PORT) config.port = Number(env.STRIPE_API_PORT);
  if (env.STRIPE_API_PROTOCOL === 'http' || env.STRIPE_API_PROTOCOL === 'https') {
    config.protocol = env.STRIPE_API_PROTOCOL;
  }
  return { secretKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null, config };
}

function notConfigured(): HttpsError {
  return new HttpsError('failed-precondition', 'Billing is not available on this site.', {
    reason: BILLING_REASONS.notConfigured,
  });
}

let client: { key: string; stripe: Stripe } | null = null;

/** The Stripe client, or failed-precondition 'billing_not_configured'. */
export function requireStripe(): Stripe {
  const settings = stripeSettings();
  if (!settings) throw notConfigured();
  if (client?.key !== settings.secretKey) {
    client = { key: settings.secretKey, stripe: new Stripe(settings.secretKey, settings.config) };
  }
  return client.stripe;
}
