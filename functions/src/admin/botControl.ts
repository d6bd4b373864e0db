/**
 * What the bots callables share: the staff check, the event check and the movement switch.
 * The switch lives in events/{eventId}/admin/bots = { movementEnabled, step, lastStepMs },
 * written by functions only (no security rule opens it, so no client reads or writes it).
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { BotStatus } from '../../../src/domain/protocol/botCallables';
import { db } from '../shared/admin';
import type { Caller } from '../shared/callable';
import { eventNotFound } from '../shared/eventAuthority';
import { requireStaff } from '../shared/staff';
import { countBots, type BotDb } from './botStore';
import { eventDoc } from '../../../src/domain/protocol/paths';

export const functionsBotDb: BotDb = { db, serverTime: () => FieldValue.serverTimestamp() };

export const botControlRef = (eventId: string) => db.doc(`events/${eventId}/admin/bots`);

/** Staff, and an event that exists (checked in this order: outsiders learn nothing). */
export async function requireStaffAndEvent(caller: Caller, eventId: string): Promise<void> {
  requireStaff(caller);
  if (!(await db.doc(eventDoc(eventId)).get()).exists) throw eventNotFound();
}

export async function botStatus(eventId: string): Promise<BotStatus> {
  const [count, control] = await Promise.all([
    countBots(db, eventId),
    botControlRef(eventId).get(),
  ]);
  return { count, movementEnabled: control.get('movementEnabled') === true };
}
