// The Stripe fake spoken to by the real SDK (functions' `stripe`), no emulators: the requests the
// billing functions make are understood, errors come back as the SDK's error classes, and the
// webhook events it signs verify with the SDK's constructEvent and the same secret.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from '../../functions/node_modules/stripe';
import { parseForm, startStripeFake, type StripeFake } from './server.mjs';

const SECRET = 'whsec_unit_test';
const KEY = 'sk_test_unit';
const received: string[] = [];
let hook: Server;
let fake: StripeFake;
let stripe: Stripe;

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      try {
        const signature = String(req.headers['stripe-signature']);
        received.push(Stripe.webhooks.constructEvent(body, signature, SECRET).type);
        res.end('ok');
      } catch {
        received.push('bad signature');
        res.statusCode = 400;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const hookPort = (hook.address() as AddressInfo).port;
  fake = await startStripeFake({
    port: 0,
    host: '127.0.0.1',
    apiKey: KEY,
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${hookPort}/hook`,
  });
  const port = Number(new URL(fake.url).port);
  stripe = new Stripe(KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(async () => {
  await fake.close();
  hook.close();
});

async function confirm(setupIntentId: string, number: string) {
  return fetch(`${fake.url}/test/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: { number, exp_month: 3, exp_year: 2032 }, name: 'Ann' }),
  });
}

describe('Stripe fake', () => {
  it('parses the SDK’s form encoding', () => {
    expect(
      parseForm('items[0][price]=p&invoice_settings[default_payment_method]=pm_1&a=1'),
    ).toEqual({
      items: { 0: { price: 'p' } },
      invoice_settings: { default_payment_method: 'pm_1' },
      a: '1',
    });
  });

  it('serves the billing flow and signs its events', async () => {
    const customer = await stripe.customers.create({ name: 'Acme' });
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    expect((await confirm(intent.id, '4000000000000002')).status).toBe(402);
    const confirmed = (await (await confirm(intent.id, '5555555555554444')).json()) as {
      payment_method: string;
    };
    const cards = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(cards.data.map((c) => [c.id, c.card?.brand, c.card?.last4])).toEqual([
      [confirmed.payment_method, 'mastercard', '4444'],
    ]);
    // Prices are found by lookup key (our price ids), as the functions find them.
    const prices = await stripe.prices.list({ lookup_keys: ['price_company_50_user'] });
    expect(prices.data.map((p) => [p.lookup_key, p.unit_amount])).toEqual([
      ['price_company_50_user', 50_000],
    ]);
    expect((await stripe.prices.list({ lookup_keys: ['price_unknown'] })).data).toEqual([]);
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: prices.data[0]!.id }],
      default_payment_method: confirmed.payment_method,
    });
    expect(subscription.status).toBe('active');
    const updated = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(updated.cancel_at_period_end).toBe(true);
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((i) => i.total)).toEqual([50_000]);
    await fake.webhooks.idle();
    expect(received).toEqual([
      'customer.created',
      'payment_method.attached',
      'setup_intent.succeeded',
      'customer.subscription.created',
      'invoice.created',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('answers as Stripe fails: unknown objects, a wrong key', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    const port = Number(new URL(fake.url).port);
    const wrongKey = new Stripe('sk_test_wrong', { host: '127.0.0.1', port, protocol: 'http' });
    await expect(wrongKey.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});
