import type { PaymentMethodDoc } from '../../../domain/billing/billing';
import type { Translate } from '../planText';

/** 'Visa •••• 4242, expires 04/2030' (the card's brand capitalised, month two digits). */
export function cardText(card: PaymentMethodDoc, t: Translate): string {
  const { brand, last4, exp_month, exp_year } = card.card;
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : t('billing.cardFallback');
  const month = String(exp_month).padStart(2, '0');
  return t('billing.card', { brand: name, last4, month, year: String(exp_year) });
}
