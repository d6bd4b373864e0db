import type { PaymentMethodDoc } from '../../../domain/billing/billing';

/** 'Visa •••• 4242, expires 04/2030' (the card's brand capitalised, month two digits). */
export function cardText(card: PaymentMethodDoc): string {
  const { brand, last4, exp_month, exp_year } = card.card;
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
  return `${name} •••• ${last4}, expires ${String(exp_month).padStart(2, '0')}/${exp_year}`;
}
