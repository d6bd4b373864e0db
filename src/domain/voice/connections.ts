import { VOICE } from '../constants';
import type { HeardVoice } from './types';

/**
 * Peer-to-peer connections are symmetric: if A's plan wants B, the one connection carries B's
 * voice to A and A's voice to B, whatever B's own plan says. A client therefore holds the
 * connections its own plan wants plus those others ask of it, and never more than `cap`.
 * Audio still follows the plan: a client plays only the voices in its own plan (and at the
 * plan's gain), so a connection held for someone else's sake is silent on this side.
 *
 * Which connections to hold, in priority order:
 * 1. the voices of this client's own plan, in plan order (the plan is already capped);
 * 2. peers asking for a connection that is already open (no churn for held connections);
 * 3. other peers asking, by id (deterministic).
 * Requests beyond the cap are refused; the asker's plan still wants us, so it asks again on its
 * next update and gets a slot when one frees up.
 */
export function connectionPlan(
  selfId: string,
  myPlan: readonly HeardVoice[],
  requestedBy: ReadonlySet<string>,
  cap: number = VOICE.maxHeard,
  open: ReadonlySet<string> = new Set(),
): string[] {
  const limit = Number.isNaN(cap) ? VOICE.maxHeard : Math.max(0, Math.floor(cap));
  const chosen: string[] = [];
  const taken = new Set<string>([selfId]);
  const take = (id: string) => {
    if (chosen.length < limit && !taken.has(id)) {
      taken.add(id);
      chosen.push(id);
    }
  };
  for (const voice of myPlan) take(voice.id);
  const askers = [...requestedBy].sort(compareIds);
  for (const id of askers) if (open.has(id)) take(id);
  for (const id of askers) take(id);
  return chosen;
}

/**
 * Glare (both sides offering at once) cannot happen when only one side of a pair offers: the
 * peer with the smaller id sends the offer; the other side, if it wants the connection first,
 * asks for one (a request signal) and waits for the offer.
 */
export function sendsOffer(selfId: string, peerId: string): boolean {
  return selfId < peerId;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
