import type { ConnectionState } from 'livekit-client';
import type { AudioConnectionState } from '../../../domain/voice';
import type { PlannedVoice } from '../engine';

/**
 * The decisions of the livekit engine, pure so they are unit-tested without a LiveKit server
 * (none can run here). The engine itself only wires these to livekit-client.
 */

export interface SubscriptionChanges {
  subscribe: string[];
  unsubscribe: string[];
}

/**
 * Which participants' audio to subscribe to and which to drop so that exactly the planned
 * voices are received. Only published audio can be subscribed to: a planned voice that has not
 * published yet is picked up by the next call (the engine calls again on TrackPublished).
 * Participant ids are LiveKit identities, which audio-getToken sets to the user's uid, the
 * same id the hearing plan uses.
 */
export function subscriptionChanges(
  planned: Iterable<string>,
  published: ReadonlySet<string>,
  subscribed: ReadonlySet<string>,
): SubscriptionChanges {
  const wanted = new Set([...planned].filter((id) => published.has(id)));
  return {
    subscribe: [...wanted].filter((id) => !subscribed.has(id)).sort(),
    unsubscribe: [...subscribed].filter((id) => !wanted.has(id)).sort(),
  };
}

/**
 * LiveKit's connection state as the voice interface's. LiveKit reconnects on its own first
 * (reconnecting, signalReconnecting): the badge shows connecting meanwhile, not an error.
 * Disconnected stays disconnected; whether that is an error is the engine's call (it knows
 * whether it asked for it).
 */
export function audioConnectionState(state: `${ConnectionState}`): AudioConnectionState {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'connecting':
    case 'reconnecting':
    case 'signalReconnecting':
      return 'connecting';
    case 'disconnected':
      return 'disconnected';
  }
}

/** livekit-client's ConnectionErrorReason values this engine tells apart (errors.d.ts). */
const NOT_ALLOWED = 0;
const CANCELLED = 3;

/**
 * The message to give the domain retry rules (afterVoiceError) for a failed room.connect:
 * null for a connection that failed on the way (server unreachable, timeout, websocket, internal:
 * retryable, like the reference's 'Peer connection has failed to connect.'), the error's text
 * for a refusal (the token was not accepted: retrying the same request is pointless) or for an
 * error that is not LiveKit's.
 */
export function connectFailureMessage(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  if (!isConnectionError(error)) return text || 'Could not connect to the audio server';
  return error.reason === NOT_ALLOWED ? text || 'The audio server refused the token' : null;
}

/**
 * Whether room.connect failed because the room is full: over capacity for the livekit engine.
 * LiveKit refuses a join past a room's max participants ('room has exceeded its max
 * participants'); LiveKit Cloud's plan limits say 'limit exceeded'. Not an error counted to the
 * 5th: the client waits for a place (VOICE.overCapacitySwitchMs), then takes the general
 * channel (createEngine: the p2p mesh, which needs no server's place).
 */
export function isOverCapacity(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /max(imum)? participants|room is full|limit exceeded/i.test(text);
}

/** Whether room.connect failed because this client cancelled it (switching rooms, stopping). */
export function isCancelledConnect(error: unknown): boolean {
  return isConnectionError(error) && error.reason === CANCELLED;
}

/** Duck-typed so this module does not load livekit-client (the engine loads it lazily). */
function isConnectionError(error: unknown): error is Error & { reason: number } {
  return (
    error instanceof Error &&
    error.name === 'ConnectionError' &&
    typeof (error as { reason?: unknown }).reason === 'number'
  );
}

/** The reason audio-getToken gives when the functions have no LiveKit configured. */
export const LIVEKIT_NOT_CONFIGURED_REASON = 'livekit_not_configured';

/**
 * The plan of a listener who hears everyone in the room at full level, unplaced (the
 * global-audio page has no position in the world).
 */
export function everyonePlan(ids: Iterable<string>): PlannedVoice[] {
  return [...ids].sort().map((id) => ({
    id,
    reason: 'stage',
    gain: 1,
    spatial: false,
    offset: { x: 0, y: 0, z: 0 },
  }));
}
