import { describe, expect, it } from 'vitest';
import { NO_KEY_FOR_DEVELOPERS, STRIPE_TEXTS } from './stripeLoader';

describe('the card form without a Stripe key', () => {
  it("tells an organiser in their terms, and leaves the build variable to the developers' console", () => {
    expect(STRIPE_TEXTS.notConfigured).toBe(
      'Card payments are not set up on this site. Please contact its operators.',
    );
    expect(STRIPE_TEXTS.notConfigured).not.toMatch(/VITE_|publishable/i);
    expect(NO_KEY_FOR_DEVELOPERS).toContain('VITE_STRIPE_PUBLISHABLE_KEY');
  });
});
