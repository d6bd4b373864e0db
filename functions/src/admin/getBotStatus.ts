import { botsEventSchema, type BotStatus } from '../../../src/domain/botCallables';
import { authedCallable } from '../shared/callable';
import { botStatus, requireStaffAndEvent } from './botControl';

/** admin-getBotStatus: how many bots the event has and whether they move (staff only). */
export const getBotStatus = authedCallable(
  botsEventSchema,
  async ({ eventId }, caller): Promise<BotStatus> => {
    await requireStaffAndEvent(caller, eventId);
    return botStatus(eventId);
  },
);
