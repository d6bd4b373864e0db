import { describe, expect, it } from 'vitest';
import {
  BILLING_PRICES,
  cardDeletionBlock,
  formatInvoiceDate,
  formatUsd,
  priceCapacity,
  pricesOf,
  subscriptionBucket,
  type SubscriptionCardUse,
} from './billing';
import {
  createStripeSubscriptionSchema,
  createUserStripeCustomerAndStoreItSchema,
} from './billingSchemas';

const sub = (id: string, status: string, card: string | null): SubscriptionCardUse => ({
  billingAccountId: 'acct',
  subscriptionId: id,
  status,
  default_payment_method: card,
});

describe('cardDeletionBlock', () => {
  const cases: [string, string, { id: string }[], SubscriptionCardUse[], unknown][] = [
    ['no subscriptions, one card', 'pm_a', [{ id: 'pm_a' }], [], null],
    ['no subscriptions, two cards', 'pm_a', [{ id: 'pm_a' }, { id: 'pm_b' }], [], null],
    [
      'active subscription uses the card',
      'pm_a',
      [{ id: 'pm_a' }, { id: 'pm_b' }],
      [
        sub('sub_1', 'active', 'pm_a'),
        sub('sub_2', 'active', 'pm_b'),
        sub('sub_3', 'active', 'pm_a'),
      ],
      {
        reason: 'card_in_use',
        subscriptions: [
          { billingAccountId: 'acct', subscriptionId: 'sub_1' },
          { billingAccountId: 'acct', subscriptionId: 'sub_3' },
        ],
      },
    ],
    [
      'cancelled subscription using the card does not block',
      'pm_a',
      [{ id: 'pm_a' }, { id: 'pm_b' }],
      [sub('sub_1', 'canceled', 'pm_a')],
      null,
    ],
    [
      'last card while another card is default of an active subscription (none left)',
      'pm_a',
      [{ id: 'pm_a' }],
      [sub('sub_1', 'active', 'pm_z')],
      { reason: 'last_card' },
    ],
    [
      'two cards, active subscription on the other card',
      'pm_a',
      [{ id: 'pm_a' }, { id: 'pm_b' }],
      [sub('sub_1', 'active', 'pm_b')],
      null,
    ],
    [
      'last card with only a pending subscription',
      'pm_a',
      [{ id: 'pm_a' }],
      [sub('sub_1', 'incomplete', 'pm_a')],
      null,
    ],
    [
      'no cards listed but active subscription',
      'pm_a',
      [],
      [sub('sub_1', 'active', null)],
      { reason: 'last_card' },
    ],
  ];
  it.each(cases)('%s', (_name, card, cards, subs, expected) => {
    expect(cardDeletionBlock(card, cards, subs)).toEqual(expected);
  });
});

describe('subscriptionBucket', () => {
  it.each([
    ['active', 'active'],
    ['canceled', 'cancelled'],
    ['incomplete', 'pending'],
    ['past_due', 'pending'],
    ['trialing', 'pending'],
    ['', 'pending'],
  ])('%s → %s', (status, bucket) => {
    expect(subscriptionBucket(status)).toBe(bucket);
  });
});

describe('formatting', () => {
  it.each([
    [0, '1970-01-01'],
    [1_767_225_599, '2025-12-31'],
    [1_767_225_600, '2026-01-01'],
  ])('invoice date %d → %s', (seconds, day) => {
    expect(formatInvoiceDate(seconds)).toBe(day);
  });
  it.each([
    [2000, '$20.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
  ])('total %d → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe('prices', () => {
  it.each([
    ['Regular', Number.POSITIVE_INFINITY],
    ['50-user', 50],
    ['100-user', 100],
    ['150-user', 150],
  ] as const)('%s holds %d', (label, capacity) => {
    expect(priceCapacity(label)).toBe(capacity);
  });
  it('each plan has its labels', () => {
    expect(pricesOf('creator').map((p) => p.label)).toEqual(['Regular']);
    expect(pricesOf('eventOrganizer').map((p) => p.label)).toEqual(['Regular']);
    expect(pricesOf('company').map((p) => p.label)).toEqual(['50-user', '100-user', '150-user']);
  });
  it('ids are unique', () => {
    expect(new Set(BILLING_PRICES.map((p) => p.priceId)).size).toBe(BILLING_PRICES.length);
  });
});

describe('schemas', () => {
  const valid = {
    customerId: 'cus_1',
    priceId: 'price_company_50_user',
    billingAccountId: 'acct',
    planCategory: 'company',
    paymentMethodId: 'pm_1',
  };
  it('accepts a price of the plan and refuses one of another plan', () => {
    expect(createStripeSubscriptionSchema.safeParse(valid).success).toBe(true);
    expect(
      createStripeSubscriptionSchema.safeParse({ ...valid, planCategory: 'creator' }).success,
    ).toBe(false);
  });
  it.each([
    [{ ...valid, customerId: 'pm_1' }],
    [{ ...valid, paymentMethodId: 'pm_../x' }],
    [{ ...valid, priceId: 'price_free' }],
    [{ ...valid, extra: 1 }],
  ])('refuses %j', (payload) => {
    expect(createStripeSubscriptionSchema.safeParse(payload).success).toBe(false);
  });
  it('account name is optional and at most 64', () => {
    expect(createUserStripeCustomerAndStoreItSchema.parse({})).toEqual({ accountName: '' });
    expect(createUserStripeCustomerAndStoreItSchema.parse({ accountName: ' A ' })).toEqual({
      accountName: 'A',
    });
    expect(
      createUserStripeCustomerAndStoreItSchema.safeParse({ accountName: 'x'.repeat(65) }).success,
    ).toBe(false);
  });
});
