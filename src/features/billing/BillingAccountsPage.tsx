import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../ui/routing';
import { createUserStripeCustomerAndStoreIt } from '../../data/billing';
import { ACCOUNT_NAME_MAX } from '../../domain/billing/billingSchemas';
import { Button } from '../../ui/Button';
import { FormError, useT } from '../languages';
import { TextField } from '../../ui/TextField';
import { ClosingAnnouncement, useGlobalSettings } from '../dashboard';
import { useAction } from './useAction';
import { useBillingAccounts } from './liveBilling';

/**
 * /user/billing: the closing banner, 'Your Billing Accounts' (live) and 'Create billing
 * account' (the name is optional), which opens the new account's page.
 */
export default function BillingAccountsPage({ uid }: { uid: string }) {
  const t = useT();
  const settings = useGlobalSettings();
  const accounts = useBillingAccounts(uid);
  return (
    <section className="billing-page" aria-labelledby="billing-title">
      <h2 id="billing-title">{t('billing.title')}</h2>
      {settings.status === 'error' && <FormError message={settings.message} />}
      {settings.status === 'ready' && (
        <ClosingAnnouncement settings={settings.value} withSubscriptions />
      )}
      {accounts.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {accounts.status === 'error' && <FormError message={accounts.message} />}
      {accounts.status === 'ready' &&
        (accounts.value.length === 0 ? (
          <p>{t('billing.noAccounts')}</p>
        ) : (
          <ul className="billing-list" aria-labelledby="billing-title">
            {accounts.value.map((account) => (
              <li key={account.id}>
                <Link to={`/user/billing/account/${account.id}`}>
                  {account.accountName || t('billing.accountFallback')}
                </Link>
                <span className="billing-muted"> {account.id}</span>
              </li>
            ))}
          </ul>
        ))}
      <CreateAccountForm />
    </section>
  );
}

function CreateAccountForm() {
  const t = useT();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const create = useAction();
  const tooLong = name.trim().length > ACCOUNT_NAME_MAX;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    const result = await create.run(() =>
      createUserStripeCustomerAndStoreIt({ accountName: name.trim() }),
    );
    if (result) navigate(`/user/billing/account/${result.billingAccountId}`);
  };
  return (
    <form className="billing-panel" onSubmit={submit} aria-labelledby="billing-create" noValidate>
      <h3 id="billing-create">{t('billing.newAccount')}</h3>
      <TextField
        label={t('billing.accountName')}
        value={name}
        onChange={setName}
        limit={ACCOUNT_NAME_MAX}
        error={tooLong ? t('billing.accountNameTooLong', { max: ACCOUNT_NAME_MAX }) : null}
      />
      <FormError message={create.error} />
      <Button type="submit" disabled={create.busy || tooLong} aria-busy={create.busy}>
        {create.busy ? t('billing.creating') : t('billing.createAccount')}
      </Button>
    </form>
  );
}
