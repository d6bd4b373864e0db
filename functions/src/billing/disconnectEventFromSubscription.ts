import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedAccount } from './accounts';
import { connectionOf, requireEventOrganiser, setEventConnection } from './eventConnection';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * app-disconnectEventFromSubscription: the event goes back to free audio. The caller organises
 * the event and owns the billing account it is connected to; an event connected to nothing is
 * left as it is.
 */
export const disconnectEventFromSubscription = billingCallable(
  CALLABLES.disconnectEventFromSubscription,
  async ({ eventId }, caller): Promise<OkResult> => {
    const authority = await requireEventOrganiser(caller, eventId);
    const connection = connectionOf(authority.event.connectedSubscription);
    if (!connection) return { ok: true };
    await requireOwnedAccount(caller, connection.billingAccountId);
    await setEventConnection(eventId, null);
    return { ok: true };
  },
);
