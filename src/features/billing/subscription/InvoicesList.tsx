import { useCallback, useEffect, useState } from 'react';
import { fetchSubscriptionInvoices } from '../../../data/billing';
import type { InvoiceDoc } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { FormError } from '../../languages';
import { useBillingTexts } from '../formats';
import type { BillingAccount } from '../liveBilling';
import { useAction } from '../useAction';

type InvoiceRow = Pick<InvoiceDoc, 'id' | 'period_end' | 'total' | 'status'>;

/** The subscription's invoices from Stripe: period end (YYYY-MM-DD), total in USD, status. */
export function InvoicesList(props: { account: BillingAccount; subscriptionId: string }) {
  const { account, subscriptionId } = props;
  const { t, day, money, status } = useBillingTexts();
  const load = useAction();
  const [invoices, setInvoices] = useState<InvoiceRow[] | null>(null);
  const { run } = load;
  const fetchAll = useCallback(async () => {
    const result = await run(() =>
      fetchSubscriptionInvoices({ customerId: account.stripeCustomerId, subscriptionId }),
    );
    if (result) setInvoices([...result.invoices].sort((a, b) => b.period_end - a.period_end));
  }, [run, account.stripeCustomerId, subscriptionId]);
  useEffect(() => {
    void fetchAll();
  }, [fetchAll]);

  return (
    <section className="billing-panel" aria-labelledby="billing-invoices">
      <h3 id="billing-invoices">{t('billing.invoices')}</h3>
      {load.busy && <p role="status">{t('billing.loadingInvoices')}</p>}
      <FormError message={load.error} />
      {load.error && (
        <Button variant="secondary" onClick={() => void fetchAll()}>
          {t('common.tryAgain')}
        </Button>
      )}
      {invoices && invoices.length === 0 && (
        <p className="billing-muted">{t('billing.noInvoices')}</p>
      )}
      {invoices && invoices.length > 0 && (
        <table className="billing-table">
          <thead>
            <tr>
              <th scope="col">{t('billing.periodEnd')}</th>
              <th scope="col">{t('billing.total')}</th>
              <th scope="col">{t('billing.status')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{day(invoice.period_end)}</td>
                <td>{money(invoice.total)}</td>
                <td>{status(invoice.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
