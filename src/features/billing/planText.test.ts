import { describe, expect, it } from 'vitest';
import { i18n } from '../languages/i18n';
import { cardText } from './cards/cardText';
import { hoursText, planName } from './planText';

const t = (id: Parameters<typeof i18n._>[0] & string, values?: Record<string, string | number>) =>
  i18n._(id, values);

describe('billing texts (English, the reference words)', () => {
  it('names a plan by its title and price label, from the price id when the fields are missing', () => {
    expect(
      planName(
        { planCategory: 'creator', priceLabel: 'Regular', priceId: 'price_creator_regular' },
        t,
      ),
    ).toBe('Creator/Community · Regular');
    expect(
      planName({ planCategory: null, priceLabel: null, priceId: 'price_company_100_user' }, t),
    ).toBe('Companies (over 50 employees) · 100-user');
    expect(planName({ planCategory: null, priceLabel: null, priceId: 'price_unknown' }, t)).toBe(
      'Unknown plan',
    );
  });

  it('shows minutes as hours with one decimal', () => {
    expect(hoursText(0, t, 'en')).toBe('0.0 hours');
    expect(hoursText(90, t, 'en')).toBe('1.5 hours');
    expect(hoursText(100, t, 'en')).toBe('1.7 hours');
    expect(hoursText(90, t, 'de')).toBe('1,5 hours');
  });

  it('shows a card as brand, last four digits and a two-digit month', () => {
    const card = {
      id: 'pm_1',
      billing_details: { name: 'Ada' },
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    };
    expect(cardText(card, t)).toBe('Visa •••• 4242, expires 04/2031');
  });
});
