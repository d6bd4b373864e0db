import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
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

/**
 * The Stripe client, or failed-precondition 'billing_not_configured'. The SDK is loaded on the
 * first billing call: the functions' index loads every module in every worker the emulator
 * starts (and at every cold start of a deployed function), and the SDK's 200 files cost about
 * 0.15 s of CPU there that only billing needs.
 */
export async function requireStripe(): Promise<Stripe> {
  const settings = stripeSettings();
  if (!settings) throw notConfigured();
  if (client?.key !== settings.secretKey) {
    const { default: StripeSdk } = await import('stripe');
    client = {
      key: settings.secretKey,
      stripe: new StripeSdk(settings.secretKey, settings.config),
    };
  }
  return client.stripe;
}
