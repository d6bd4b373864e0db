import { planOf, priceById, type SubscriptionDoc } from '../../domain/billing/billing';

/** A subscription's plan as its title and price label, e.g. 'Companies (over 50 employees) · 50-user'. */
export function planName(
  subscription: Pick<SubscriptionDoc, 'planCategory' | 'priceLabel' | 'priceId'>,
): string {
  const price = priceById(subscription.priceId);
  const category = subscription.planCategory ?? price?.planCategory ?? null;
  const label = subscription.priceLabel ?? price?.label ?? null;
  const title = category ? planOf(category).title : 'Unknown plan';
  return label ? `${title} · ${label}` : title;
}

/** Minutes of audio as hours with one decimal (reference: hours = minutes / 60). */
export function hoursText(minutes: number): string {
  return `${(minutes / 60).toFixed(1)} hours`;
}
