import {
  priceById,
  priceCapacity,
  type PlanCategory,
  type SubscriptionDoc,
} from '../../domain/billing/billing';
import type { Language } from '../../domain/languages';
import type { MessageId } from '../languages';

/** A message's text in the current language (useT's function). */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export const PLAN_TITLES: Record<PlanCategory, MessageId> = {
  creator: 'billing.plan.creator',
  eventOrganizer: 'billing.plan.eventOrganizer',
  company: 'billing.plan.company',
};

/** A price's label: 'Regular', or '50-user' (the number of people who may talk at once). */
export function priceLabelText(label: string, t: Translate): string {
  const users = priceCapacity(label);
  if (label === 'Regular' || !Number.isFinite(users)) return t('billing.price.regular');
  return t('billing.price.users', { users });
}

/** A subscription's plan as its title and price label, e.g. 'Companies (over 50 employees) · 50-user'. */
export function planName(
  subscription: Pick<SubscriptionDoc, 'planCategory' | 'priceLabel' | 'priceId'>,
  t: Translate,
): string {
  const price = priceById(subscription.priceId);
  const category = subscription.planCategory ?? price?.planCategory ?? null;
  const label = subscription.priceLabel ?? price?.label ?? null;
  const title = category ? t(PLAN_TITLES[category]) : t('billing.plan.unknown');
  return label
    ? t('billing.planWithPrice', { plan: title, price: priceLabelText(label, t) })
    : title;
}

/** Minutes of audio as hours with one decimal (reference: hours = minutes / 60). */
export function hoursText(minutes: number, t: Translate, language: Language): string {
  const hours = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(minutes / 60);
  return t('billing.hours', { hours });
}
