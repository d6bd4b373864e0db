import { Link } from '../../../ui/routing';
import type { Subscription } from '../liveBilling';
import { CARD_DELETION_TEXTS, type CardDeletionBlock } from '../../../domain/billing/billing';
import { planName } from '../planText';

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
  return (
    <div className="ui-error billing-refusal" role="alert">
      <p>{CARD_DELETION_TEXTS.unable}</p>
      {block.reason === 'card_in_use' ? (
        <>
          <p>{CARD_DELETION_TEXTS.inUse}</p>
          <ul>
            {block.subscriptions.map(({ billingAccountId, subscriptionId }) => {
              const sub = subscriptions.find((s) => s.id === subscriptionId);
              return (
                <li key={subscriptionId}>
                  <Link
                    to={`/user/billing/account/${billingAccountId}/subscription/${subscriptionId}`}
                  >
                    {sub ? planName(sub) : subscriptionId}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>{CARD_DELETION_TEXTS.lastCard}</p>
      )}
    </div>
  );
}
