import { useId } from 'react';
import { BILLING_PLANS, pricesOf, type PlanCategory } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { ClosingAnnouncement, useGlobalSettings } from '../../dashboard';
import { FormError, type MessageId } from '../../languages';
import { useBillingTexts } from '../formats';
import { PLAN_TITLES, priceLabelText } from '../planText';

interface PlanStepProps {
  priceId: string | null;
  onChoose: (priceId: string) => void;
  onNext: () => void;
  onCancel: () => void;
}

/** A plan card's lines: its price, then the other lines, each a message and its amount. */
const PLAN_LINES: Record<PlanCategory, [MessageId, number?][]> = {
  creator: [
    ['billing.plan.creator.price', 20],
    ['billing.plan.creator.hours'],
    ['billing.plan.creator.extra', 0.5],
    ['billing.plan.creator.users'],
  ],
  eventOrganizer: [
    ['billing.plan.eventOrganizer.price', 1],
    ['billing.plan.eventOrganizer.cap', 5],
  ],
  company: [
    ['billing.plan.company.price', 10],
    ['billing.plan.company.hours'],
    ['billing.plan.company.extra', 0.5],
  ],
};

/**
 * The plans and their prices (reference texts; amounts in the account's currency). While
 * settings/global.subscriptionsEnabled is false they are shown disabled under the closing
 * banner, so none can be chosen.
 */
export function PlanStep({ priceId, onChoose, onNext, onCancel }: PlanStepProps) {
  const { t, price: amountText } = useBillingTexts();
  const settings = useGlobalSettings();
  const id = useId();
  const enabled = settings.status === 'ready' && settings.value.subscriptionsEnabled;
  const line = ([message, amount]: [MessageId, number?]) =>
    amount === undefined ? t(message) : t(message, { amount: amountText(amount) });
  return (
    <div className="billing-wizard">
      {settings.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {settings.status === 'error' && <FormError message={settings.message} />}
      {settings.status === 'ready' && (
        <ClosingAnnouncement settings={settings.value} withSubscriptions />
      )}
      <fieldset className="billing-plans" disabled={!enabled} aria-describedby={`${id}-inc`}>
        <legend>{t('billing.selectPlan')}</legend>
        {BILLING_PLANS.map(({ planCategory }) => {
          const [priceLine, ...details] = PLAN_LINES[planCategory];
          const title = t(PLAN_TITLES[planCategory]);
          return (
            <div key={planCategory} className="billing-plan" data-plan={planCategory}>
              <h3>{title}</h3>
              <p className="billing-plan__price">{priceLine && line(priceLine)}</p>
              <ul>
                {details.map((detail) => (
                  <li key={detail[0]}>{line(detail)}</li>
                ))}
              </ul>
              {pricesOf(planCategory).map((price) => (
                <label key={price.priceId} className="billing-choice">
                  <input
                    type="radio"
                    name={`${id}-price`}
                    value={price.priceId}
                    checked={priceId === price.priceId}
                    onChange={() => onChoose(price.priceId)}
                  />
                  <span>
                    {t('billing.planChoice', {
                      plan: title,
                      price: priceLabelText(price.label, t),
                    })}
                  </span>
                </label>
              ))}
            </div>
          );
        })}
      </fieldset>
      <p id={`${id}-inc`} className="billing-muted">
        {t('billing.planIncludes')}
      </p>
      <div className="ui-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onNext} disabled={!enabled || !priceId}>
          {t('billing.next')}
        </Button>
      </div>
    </div>
  );
}
