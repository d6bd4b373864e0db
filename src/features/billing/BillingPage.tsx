import { PRODUCT_NAME } from '../../domain/constants';
import { ClosingAnnouncement, useGlobalSettings } from '../dashboard';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import './billing.css';

/**
 * /user/billing. Billing accounts arrive with a later issue; until then the page says so
 * honestly, under the reference's plan-screen banner: the product is closing and
 * subscriptions are disabled (from settings/global).
 */
export function BillingPage() {
  const settings = useGlobalSettings();
  return (
    <section className="billing-page" aria-labelledby="billing-title">
      <h2 id="billing-title">Your Billing Accounts</h2>
      {settings.status === 'loading' && <p role="status">Loading data...</p>}
      {settings.status === 'error' && <FormError message={settings.message} />}
      {settings.status === 'ready' && (
        <ClosingAnnouncement settings={settings.value} withSubscriptions />
      )}
      <p id="billing-empty">
        You have no billing accounts. Billing is not available in {PRODUCT_NAME} yet, and new
        subscriptions are disabled, so there is nothing to set up here: every event keeps its free
        audio.
      </p>
      <Button disabled aria-describedby="billing-empty">
        Create billing account
      </Button>
    </section>
  );
}
