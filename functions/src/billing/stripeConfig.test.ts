import { describe, expect, it } from 'vitest';
import { stripeSettings } from './stripeConfig';

describe('stripeSettings', () => {
  it('is null without a secret key (a deployment without billing)', () => {
    expect(stripeSettings({})).toBeNull();
    expect(stripeSettings({ STRIPE_SECRET_KEY: '  ' })).toBeNull();
  });
  it('points the SDK at the local fake when host, port and protocol are set', () => {
    const settings = stripeSettings({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(settings).toMatchObject({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      config: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });
  it('talks to Stripe itself when only the key is set', () => {
    const settings = stripeSettings({ STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(settings?.config.host).toBeUndefined();
    expect(settings?.config.protocol).toBeUndefined();
    expect(settings?.webhookSecret).toBeNull();
  });
});
