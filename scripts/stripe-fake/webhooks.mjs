// Signed webhook events, delivered one after another (in the order the state changed) to the
// functions' stripeWebhook, as Stripe does: header `Stripe-Signature: t=<s>,v1=<hex>` where v1 is
// HMAC-SHA256 of `${t}.${body}` with the endpoint's secret.
import { createHmac, randomBytes } from 'node:crypto';

export const API_VERSION = '2026-10-28.endive';

export function signatureHeader(body, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function eventOf(type, object, previousAttributes) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
  };
}

const ATTEMPTS = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A queue of deliveries. A delivery that fails (the functions emulator still starting, a 5xx)
 * is tried again a few times; the functions' handler re-reads objects from the API, so a late
 * event never writes stale state. `delivered` keeps what the endpoint accepted, for tests.
 */
export function createWebhookSender({ url, secret, log = console.warn }) {
  let chain = Promise.resolve();
  let enabled = true;
  const delivered = [];

  async function deliver(event) {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signatureHeader(body, secret),
          },
          body,
          signal: AbortSignal.timeout(60_000),
        });
        if (response.ok) {
          delivered.push(event.type);
          return;
        }
        if (response.status < 500) {
          log(`[stripe-fake] ${event.type} refused by the webhook: HTTP ${response.status}`);
          return;
        }
      } catch (error) {
        if (attempt === ATTEMPTS) {
          log(`[stripe-fake] ${event.type} not delivered to ${url}: ${error.message}`);
          return;
        }
      }
      await sleep(500 * attempt);
    }
  }

  return {
    delivered,
    send(type, object, previousAttributes) {
      if (!enabled) return;
      const event = eventOf(type, structuredClone(object), previousAttributes);
      chain = chain.then(() => deliver(event));
    },
    /** Resolves when every event queued so far was delivered (or given up). */
    idle: () => chain,
    setEnabled(value) {
      enabled = value;
    },
  };
}
