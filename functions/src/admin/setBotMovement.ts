import { type BotStatus } from '../../../src/domain/protocol/botCallables';
import { authedCallable } from '../shared/callable';
import { botControlRef, botStatus, requireStaffAndEvent } from './botControl';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * admin-setBotMovement: turns the bots' movement on or off (staff only). While it is on, a
 * driver makes them walk: the open staff page calls admin-stepBots every BOTS.updateMs.
 */
export const setBotMovement = authedCallable(
  CALLABLES.setBotMovement,
  async ({ eventId, enabled }, caller): Promise<BotStatus> => {
    await requireStaffAndEvent(caller, eventId);
    await botControlRef(eventId).set({ movementEnabled: enabled }, { merge: true });
    return botStatus(eventId);
  },
);
