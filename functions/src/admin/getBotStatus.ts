import { type BotStatus } from '../../../src/domain/protocol/botCallables';
import { authedCallable } from '../shared/callable';
import { botStatus, requireStaffAndEvent } from './botControl';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** admin-getBotStatus: how many bots the event has and whether they move (staff only). */
export const getBotStatus = authedCallable(
  CALLABLES.getBotStatus,
  async ({ eventId }, caller): Promise<BotStatus> => {
    await requireStaffAndEvent(caller, eventId);
    return botStatus(eventId);
  },
);
