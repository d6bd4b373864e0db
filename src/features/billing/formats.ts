import { formatInvoiceDate, type SubscriptionDoc } from '../../domain/billing/billing';
import { useFormats, useT } from '../languages';
import { cardText } from './cards/cardText';
import { hoursText, planName } from './planText';

/** The currency of every amount and price (the reference: money in USD; accounts have no other). */
const BILLING_CURRENCY = 'USD';

const STATUS_MESSAGES = {
  active: 'billing.status.active',
  canceled: 'billing.status.canceled',
  incomplete: 'billing.status.incomplete',
  incomplete_expired: 'billing.status.incomplete_expired',
  past_due: 'billing.status.past_due',
  trialing: 'billing.status.trialing',
  unpaid: 'billing.status.unpaid',
  paused: 'billing.status.paused',
  draft: 'billing.invoiceStatus.draft',
  open: 'billing.invoiceStatus.open',
  paid: 'billing.invoiceStatus.paid',
  uncollectible: 'billing.invoiceStatus.uncollectible',
  void: 'billing.invoiceStatus.void',
} as const;

/**
 * The billing pages' words and numbers in the person's language: Stripe's dates (English keeps
 * the reference's YYYY-MM-DD, other languages their own order through Intl, UTC as Stripe
 * counts), amounts in the account's currency, plans, cards and Stripe's statuses (an unknown
 * status is shown as Stripe wrote it).
 */
export function useBillingTexts() {
  const t = useT();
  const { language, date, currency } = useFormats();
  return {
    t,
    day: (seconds: number) =>
      language === 'en'
        ? formatInvoiceDate(seconds)
        : date(new Date(seconds * 1000), { dateStyle: 'medium', timeZone: 'UTC' }),
    /** An invoice's total in cents: 2000 → '$20.00'. */
    money: (cents: number) => currency(cents / 100, BILLING_CURRENCY),
    /** A plan's price in whole units where it is whole: '$20', '$0.50'. */
    price: (amount: number) =>
      currency(amount, BILLING_CURRENCY, {
        trailingZeroDisplay: 'stripIfInteger',
      } as Intl.NumberFormatOptions),
    plan: (subscription: Pick<SubscriptionDoc, 'planCategory' | 'priceLabel' | 'priceId'>) =>
      planName(subscription, t),
    card: (card: Parameters<typeof cardText>[0]) => cardText(card, t),
    hours: (minutes: number) => hoursText(minutes, t, language),
    status: (status: string | null) => {
      if (!status) return '';
      const id = STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES];
      return id ? t(id) : status;
    },
  };
}
