import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** How long Stripe.js may take to load before the card form says it cannot be reached. */
const STRIPE_LOAD_TIMEOUT_MS = 10_000;

export const STRIPE_TEXTS = {
  // An organiser's words; the developer's detail goes to the console (publishableKey).
  notConfigured: 'Card payments are not set up on this site. Please contact its operators.',
  unreachable:
    'The card form could not load: Stripe cannot be reached. Check your connection and try again later; everything else on this page still works.',
} as const;

export type StripeLoad =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  | { status: 'failed'; message: string };

/** What the operator needs to know, in the console and the README, never on screen. */
export const NO_KEY_FOR_DEVELOPERS =
  'Billing: this build has no Stripe publishable key; set VITE_STRIPE_PUBLISHABLE_KEY (README, Billing).';

/** The build's publishable key, or null when it has none (said to developers in the console). */
export function publishableKey(): string | null {
  const key = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined)?.trim();
  if (!key) console.warn(NO_KEY_FOR_DEVELOPERS);
  return key ? key : null;
}

/**
 * Loads Stripe.js from js.stripe.com (as Stripe requires), failing with a sentence after
 * STRIPE_LOAD_TIMEOUT_MS or when the script cannot load (offline, blocked).
 */
export async function loadStripeBounded(key: string): Promise<StripeLoad> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS);
  });
  try {
    const stripe = await Promise.race([loadStripe(key), timeout]);
    if (stripe) return { status: 'ready', stripe };
    return { status: 'failed', message: STRIPE_TEXTS.unreachable };
  } catch {
    return { status: 'failed', message: STRIPE_TEXTS.unreachable };
  } finally {
    clearTimeout(timer);
  }
}
