import { type BotStatus } from '../../../src/domain/protocol/botCallables';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { botStatus, requireStaffAndEvent } from './botControl';
import { deleteBots } from './botStore';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** admin-removeBots: deletes every bot of the event, user and position documents (staff only). */
export const removeBots = authedCallable(
  CALLABLES.removeBots,
  async ({ eventId }, caller): Promise<BotStatus> => {
    await requireStaffAndEvent(caller, eventId);
    await deleteBots(db, eventId);
    return botStatus(eventId);
  },
);
