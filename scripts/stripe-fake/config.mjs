// The fake's settings come from the same file the functions emulator reads
// (functions/.env.demo-menagerie), so the port, the API key and the webhook secret cannot drift
// apart; the process environment overrides them (STRIPE_FAKE_PORT, STRIPE_WEBHOOK_URL...).
import { readFileSync } from 'node:fs';

const ENV_FILE = new URL('../../functions/.env.demo-menagerie', import.meta.url);

/** KEY=VALUE lines of the functions' demo env file (comments and blanks skipped). */
export function functionsDemoEnv() {
  const values = {};
  for (const line of readFileSync(ENV_FILE, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  }
  return values;
}

export function fakeConfig(env = process.env) {
  const demo = functionsDemoEnv();
  const pick = (key, fallback) => env[key] ?? demo[key] ?? fallback;
  return {
    port: Number(env.STRIPE_FAKE_PORT ?? pick('STRIPE_API_PORT', '12111')),
    host: '127.0.0.1',
    apiKey: pick('STRIPE_SECRET_KEY', 'sk_test_fake'),
    webhookSecret: pick('STRIPE_WEBHOOK_SECRET', 'whsec_test_menagerie'),
    webhookUrl: pick(
      'STRIPE_WEBHOOK_URL',
      'http://127.0.0.1:5001/demo-menagerie/us-central1/stripeWebhook',
    ),
  };
}
