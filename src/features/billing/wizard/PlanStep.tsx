import { useId } from 'react';
import { BILLING_PLANS, PLAN_INCLUDES, pricesOf } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { ClosingAnnouncement, useGlobalSettings } from '../../dashboard';

interface PlanStepProps {
  priceId: string | null;
  onChoose: (priceId: string) => void;
  onNext: () => void;
  onCancel: () => void;
}

/**
 * The plans and their prices (reference texts). While settings/global.subscriptionsEnabled is
 * false they are shown disabled under the closing banner, so none can be chosen.
 */
export function PlanStep({ priceId, onChoose, onNext, onCancel }: PlanStepProps) {
  const settings = useGlobalSettings();
  const id = useId();
  const enabled = settings.status === 'ready' && settings.value.subscriptionsEnabled;
  return (
    <div className="billing-wizard">
      {settings.status === 'loading' && <p role="status">Loading data...</p>}
      {settings.status === 'error' && <FormError message={settings.message} />}
      {settings.status === 'ready' && (
        <ClosingAnnouncement settings={settings.value} withSubscriptions />
      )}
      <fieldset className="billing-plans" disabled={!enabled} aria-describedby={`${id}-inc`}>
        <legend>Select a plan</legend>
        {BILLING_PLANS.map((plan) => (
          <div key={plan.planCategory} className="billing-plan" data-plan={plan.planCategory}>
            <h3>{plan.title}</h3>
            <p className="billing-plan__price">{plan.price}</p>
            <ul>
              {plan.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {pricesOf(plan.planCategory).map((price) => (
              <label key={price.priceId} className="billing-choice">
                <input
                  type="radio"
                  name={`${id}-price`}
                  value={price.priceId}
                  checked={priceId === price.priceId}
                  onChange={() => onChoose(price.priceId)}
                />
                <span>
                  {plan.title}: {price.label}
                </span>
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <p id={`${id}-inc`} className="billing-muted">
        {PLAN_INCLUDES}
      </p>
      <div className="ui-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onNext} disabled={!enabled || !priceId}>
          Next
        </Button>
      </div>
    </div>
  );
}
