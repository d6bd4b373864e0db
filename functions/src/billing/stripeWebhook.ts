import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { reportUnexpectedError } from '../shared/errorReporting';
import { logStripeSignatureRefused, logStripeWebhookNotConfigured } from '../shared/log';
import { requireStripe, stripeSettings } from './stripeConfig';
import { applyStripeEvent } from './webhookEvents';

/**
 * stripeWebhook: Stripe's events (or the local fake's), verified with the SDK against the raw
 * body and STRIPE_WEBHOOK_SECRET. A request whose signature does not verify is refused (400) and
 * logged, and writes nothing; a failure while applying a verified event answers 500, so that
 * Stripe sends it again.
 */
export const stripeWebhook = onRequest(async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).send('Method not allowed');
    return;
  }
  const settings = stripeSettings();
  if (!settings?.webhookSecret) {
    logStripeWebhookNotConfigured();
    res.status(503).send('Billing is not configured');
    return;
  }
  const stripe = await requireStripe();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      req.rawBody,
      req.header('stripe-signature') ?? '',
      settings.webhookSecret,
    );
  } catch (error) {
    logStripeSignatureRefused(error);
    res.status(400).send('Invalid signature');
    return;
  }
  try {
    await applyStripeEvent(stripe, event);
    res.status(200).json({ received: true });
  } catch (error) {
    await reportUnexpectedError(error, { function: 'stripeWebhook', eventType: event.type });
    res.status(500).send('Could not apply the event');
  }
});
