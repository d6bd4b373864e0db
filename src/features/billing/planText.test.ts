import { describe, expect, it } from 'vitest';
import { cardText } from './cards/cardText';
import { hoursText, planName } from './planText';

describe('billing texts', () => {
  it('names a plan by its title and price label, from the price id when the fields are missing', () => {
    expect(
      planName({
        planCategory: 'creator',
        priceLabel: 'Regular',
        priceId: 'price_creator_regular',
      }),
    ).toBe('Creator/Community · Regular');
    expect(
      planName({ planCategory: null, priceLabel: null, priceId: 'price_company_100_user' }),
    ).toBe('Companies (over 50 employees) · 100-user');
    expect(planName({ planCategory: null, priceLabel: null, priceId: 'price_unknown' })).toBe(
      'Unknown plan',
    );
  });

  it('shows minutes as hours with one decimal', () => {
    expect(hoursText(0)).toBe('0.0 hours');
    expect(hoursText(90)).toBe('1.5 hours');
    expect(hoursText(100)).toBe('1.7 hours');
  });

  it('shows a card as brand, last four digits and a two-digit month', () => {
    const card = {
      id: 'pm_1',
      billing_details: { name: 'Ada' },
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    };
    expect(cardText(card)).toBe('Visa •••• 4242, expires 04/2031');
  });
});
