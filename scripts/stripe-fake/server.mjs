// A loopback fake of the Stripe endpoints the billing functions use (functions/src/billing),
// spoken to by the real `stripe` SDK (host/port/protocol from functions/.env.demo-menagerie):
// form-encoded requests, Stripe-shaped JSON answers and errors, signed webhook events posted to
// the functions' stripeWebhook. Test-only endpoints under /test/ stand in for Stripe.js (which
// cannot load offline) and for time passing:
//   POST /test/setup_intents/{id or client secret}/confirm  {card: {number, exp_month, exp_year}, name}
//   POST /test/subscriptions/{id}/renew | /end              a new period (and invoice) | the end
//   POST /test/reset                                         forget everything
//   POST /test/webhooks/idle                                 answers once queued events are sent
// Run alone: node scripts/stripe-fake/server.mjs (scripts/stripe-fake/with-fake.mjs wraps a run).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { fakeConfig } from './config.mjs';
import { FakeStripeError, PRICES, priceObject } from './objects.mjs';
import { createStore } from './store.mjs';
import { createWebhookSender } from './webhooks.mjs';

/** `a[b][0][c]=v` pairs (the SDK's encoding) into nested objects; arrays stay index-keyed maps. */
export function parseForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return root;
}

/** Index-keyed maps ({0: x, 1: y}) from parseForm back into arrays where Stripe takes lists. */
const listOf = (value) => (value && typeof value === 'object' ? Object.values(value) : []);

const list = (url, data) => ({ object: 'list', url, has_more: false, data });

function routes(store, webhooks) {
  const api = [
    ['POST', /^\/v1\/customers$/, (_m, body) => store.createCustomer(body)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, ([id]) => store.customer(id)],
    ['POST', /^\/v1\/customers\/([^/]+)$/, ([id], body) => store.updateCustomer(id, body)],
    ['POST', /^\/v1\/setup_intents$/, (_m, body) => store.createSetupIntent(body)],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, ([id]) => store.setupIntent(id)],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      (_m, query) => list('/v1/payment_methods', store.listPaymentMethods(query)),
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, ([id]) => store.paymentMethod(id)],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      ([id], body) => store.attachPaymentMethod(id, body),
    ],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, ([id]) => store.detachPaymentMethod(id)],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_m, body) => store.createSubscription({ ...body, items: listOf(body.items) }),
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, ([id]) => store.subscription(id)],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, ([id], body) => store.updateSubscription(id, body)],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_m, query) => list('/v1/subscriptions', store.listSubscriptions(query)),
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (_m, query) =>
        list(
          '/v1/prices',
          listOf(query.lookup_keys)
            .filter((key) => key in PRICES)
            .map(priceObject),
        ),
    ],
    ['GET', /^\/v1\/invoices$/, (_m, query) => list('/v1/invoices', store.listInvoices(query))],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, ([id]) => store.invoice(id)],
  ];
  const test = [
    [
      'POST',
      /^\/test\/setup_intents\/([^/]+)\/confirm$/,
      ([id], body) => store.confirmSetupIntent(id, body),
    ],
    ['POST', /^\/test\/subscriptions\/([^/]+)\/renew$/, ([id]) => store.advanceSubscription(id)],
    [
      'POST',
      /^\/test\/subscriptions\/([^/]+)\/end$/,
      ([id]) => store.advanceSubscription(id, { end: true }),
    ],
    ['POST', /^\/test\/reset$/, () => (store.reset(), { ok: true })],
    ['POST', /^\/test\/webhooks\/idle$/, async () => (await webhooks.idle(), { ok: true })],
  ];
  return { api, test };
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response, status, body, headers = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_fake${Date.now()}`,
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/** Starts the fake; resolves to { url, store, webhooks, close }. */
export async function startStripeFake(config = fakeConfig()) {
  const webhooks = createWebhookSender({ url: config.webhookUrl, secret: config.webhookSecret });
  const store = createStore(webhooks);
  const { api, test } = routes(store, webhooks);
  // The e2e pages call /test/ from the browser (in place of Stripe.js): any origin may.
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST, OPTIONS',
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const isTest = url.pathname.startsWith('/test/');
    const extra = isTest ? cors : {};
    if (request.method === 'OPTIONS' && isTest) return send(response, 204, {}, cors);
    try {
      if (!isTest && request.headers.authorization !== `Bearer ${config.apiKey}`) {
        throw new FakeStripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const text = request.method === 'GET' ? url.search.slice(1) : await readBody(request);
      const isJson = (request.headers['content-type'] ?? '').includes('application/json');
      const body = isJson ? JSON.parse(text || '{}') : parseForm(text);
      for (const [method, pattern, handler] of isTest ? test : api) {
        const match = request.method === method ? pattern.exec(url.pathname) : null;
        if (match) return send(response, 200, await handler(match.slice(1), body), extra);
      }
      throw new FakeStripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      );
    } catch (error) {
      if (error instanceof FakeStripeError) return send(response, error.status, error.body, extra);
      console.error('[stripe-fake]', error);
      return send(response, 500, { error: { type: 'api_error', message: String(error) } }, extra);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  return {
    // Port 0 (tests) listens where the system says.
    url: `http://${config.host}:${server.address().port}`,
    store,
    webhooks,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startStripeFake();
  console.log(`Stripe fake listening on ${fake.url}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
