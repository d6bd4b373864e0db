import { Link } from '../../../ui/routing';
import type { Subscription } from '../liveBilling';
import type { CardDeletionBlock } from '../../../domain/billing/billing';
import { useBillingTexts } from '../formats';

/**
 * Why a card cannot be deleted, in the reference's words: the subscriptions that use it (links
 * to them), or that another card is needed while any subscription is active.
 */
export function CardDeletionRefusal({
  block,
  subscriptions,
}: {
  block: CardDeletionBlock;
  subscriptions: Subscription[];
}) {
  const { t, plan } = useBillingTexts();
  return (
    <div className="ui-error billing-refusal" role="alert">
      <p>{t('billing.cardDeletion.unable')}</p>
      {block.reason === 'card_in_use' ? (
        <>
          <p>{t('billing.cardDeletion.inUse')}</p>
          <ul>
            {block.subscriptions.map(({ billingAccountId, subscriptionId }) => {
              const sub = subscriptions.find((s) => s.id === subscriptionId);
              return (
                <li key={subscriptionId}>
                  <Link
                    to={`/user/billing/account/${billingAccountId}/subscription/${subscriptionId}`}
                  >
                    {sub ? plan(sub) : subscriptionId}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>{t('billing.cardDeletion.lastCard')}</p>
      )}
    </div>
  );
}
