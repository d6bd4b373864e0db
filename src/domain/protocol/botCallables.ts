import { z } from 'zod';
import { documentIdField } from '../documentIds';

// The staff bots callables' payloads (issue 8), strict objects as in callables.ts.
const eventIdField = documentIdField();

/** admin-getBotStatus, admin-stepBots, admin-removeBots: staff only. */
export const botsEventSchema = z.strictObject({ eventId: eventIdField });

/** admin-addBots: BOTS.addBatch bots into a room (the event's main room unless told). */
export const addBotsSchema = botsEventSchema.extend({
  roomId: documentIdField()
    .nullish()
    .transform((v) => v ?? undefined),
});

/** admin-setBotMovement: bots move while movement is on and a driver steps them. */
export const setBotMovementSchema = botsEventSchema.extend({ enabled: z.boolean() });

/** What every bots callable answers: the staff page shows it. */
export interface BotStatus {
  count: number;
  movementEnabled: boolean;
}

/** admin-stepBots: whether this call moved the bots (at most one step per BOTS.updateMs). */
export interface StepBotsResult extends BotStatus {
  moved: boolean;
}
