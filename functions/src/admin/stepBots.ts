import { NEAR_SPAWN_AREA, stepBot } from '../../../src/domain/bots';
import { type StepBotsResult } from '../../../src/domain/protocol/botCallables';
import { BOTS } from '../../../src/domain/constants';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { botControlRef, botStatus, functionsBotDb, requireStaffAndEvent } from './botControl';
import { readBots, writeBotStep } from './botStore';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** A caller's timer drifts; calls closer together than this are the same step. */
const MIN_STEP_GAP_MS = BOTS.updateMs * 0.8;

/**
 * Claims the next step number, unless a step was taken less than MIN_STEP_GAP_MS ago (two
 * staff pages open at once still make one step a second). Returns null when not claimed.
 */
async function claimStep(eventId: string, nowMs: number) {
  return db.runTransaction(async (tx) => {
    const control = await tx.get(botControlRef(eventId));
    const last = Number(control.get('lastStepMs') ?? 0);
    if (nowMs - last < MIN_STEP_GAP_MS) return null;
    const step = Number(control.get('step') ?? 0) + 1;
    tx.set(botControlRef(eventId), { step, lastStepMs: nowMs }, { merge: true });
    return { step, moving: control.get('movementEnabled') === true };
  });
}

/**
 * admin-stepBots: the staff page's clock for its bots (staff only), called every
 * BOTS.updateMs while the page is open, so bots need no scheduler: each step sends the
 * keep-alives due and, while movement is on, moves every bot one random-walk step around the
 * spawn. Bots added by the CLI, which walks them itself, are walked here too when both run.
 */
export const stepBots = authedCallable(
  CALLABLES.stepBots,
  async ({ eventId }, caller): Promise<StepBotsResult> => {
    await requireStaffAndEvent(caller, eventId);
    const claimed = await claimStep(eventId, Date.now());
    if (claimed) {
      const bots = await readBots(db, eventId);
      const moved = claimed.moving
        ? bots.map((bot) => ({
            ...bot,
            position: stepBot(bot.position, NEAR_SPAWN_AREA, Math.random),
          }))
        : bots;
      await writeBotStep(functionsBotDb, eventId, moved, claimed.step, {
        positions: claimed.moving,
      });
    }
    return { ...(await botStatus(eventId)), moved: claimed?.moving === true };
  },
);
