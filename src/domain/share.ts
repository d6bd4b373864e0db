import { stageAudience, type StageAudience } from './voice/stageAudience';

/**
 * Screen sharing onto a video screen (issue 32).
 *
 * - A share is events/{e}/rooms/{r}/shares/{screenId} ({ uid, name, session, startedAt }): its
 *   id is the screen's, so a screen holds one share at a time (the rules refuse a second create
 *   and every update). Its sharer creates it (someone who may control the room's videos or edit
 *   the room, online in that room, not banned) and removes it; an organiser may remove anyone's.
 * - On the peer-to-peer engine the picture travels on one-way video links from the sharer's
 *   browser to each viewer within SHARE.sightRadius of the screen, at most SHARE.p2pViewers at
 *   once (first come, first served: the stage's rule, stageAudience); the others wait and are
 *   told how many see it. Its signals are events/{e}/shareSignals/{id}, which the rules accept
 *   only from the share's sharer or addressed to them. On LiveKit the sharer publishes a
 *   screen-share track and viewers in sight subscribe to it.
 * - The share ends when its sharer stops (or the browser's own 'Stop sharing'), leaves, travels
 *   or loses the right; going offline and deleting the account remove it on the server.
 */

export const SHARE = {
  /**
   * Viewers one sharer's browser sends the picture to on the peer-to-peer engine: each is one
   * more video encoder and upload, 5-9% of a core and 0.25-0.9 Mbit/s (scripts/bench/
   * share-cost.mjs; docs/architecture.md 'Screen sharing'), so 4 stay within half a core and
   * about a modest uplink. Those beyond it wait for a place.
   */
  p2pViewers: 4,
  /** A viewer receives a share within this distance of its screen (m)... */
  sightRadius: 24,
  /** ...and lets it go beyond this one (no connecting and dropping at the edge). */
  sightRelease: 30,
  /** A sharer's stored name, as a position's. */
  nameMax: 48,
  /** What the capture asks of the browser: enough for slides' text, cheap to encode. */
  capture: { width: 1280, height: 720, frameRate: 10 },
  /** The most bits a second one viewer's link may carry. */
  maxBitrate: 1_000_000,
  /** A viewer that was offered nothing asks again after this long (a lost signal). */
  askAgainMs: 8_000,
} as const;

export const SHARE_TEXT = {
  share: 'Share my screen',
  stop: 'Stop sharing',
  youShare: 'You are sharing your screen on this screen.',
  /** The screen panel's state while the screen holds a share instead of its video. */
  sharedState: 'Shared screen',
  cancelled: 'Screen sharing was cancelled.',
  notAllowed: 'The browser did not allow screen sharing.',
  failed: 'The share could not start:',
  stopFailed: 'The share could not be stopped:',
  connecting: 'Connecting to the shared screen...',
  lost: 'The shared screen is out of reach. Trying again...',
  ended: 'The share ended.',
} as const;

/** "Ann is sharing their screen." (what a viewer reads, and a second would-be sharer). */
export function sharingLine(name: string): string {
  return `${name} is sharing their screen here.`;
}

/** What a second person is told when they try to share on a screen that holds a share. */
export function busyLine(name: string): string {
  return `${name} is already sharing on this screen: one share at a time.`;
}

/** A viewer beyond the sharer's budget (p2p). */
export function waitingLine(served: number, position: number): string {
  const who = served === 1 ? '1 person sees' : `${served} people see`;
  return `${who} this share, as many as one browser can send to; you are number ${position + 1} in line for a place.`;
}

/** The sharer's own count of viewers (p2p), with those waiting. */
export function audienceLine(served: number, waiting: number): string {
  const sees = served === 1 ? '1 person sees it' : `${served} people see it`;
  if (waiting === 0) return `${sees}.`;
  return `${sees}; ${waiting} more ${waiting === 1 ? 'waits' : 'wait'} for a place.`;
}

/** One share as the clients read it. */
export interface ScreenShare {
  /** The screen's object id (the document's id). */
  screenId: string;
  uid: string;
  name: string;
  /** The sharer's page session: a new share (or a reloaded sharer) is a new one. */
  session: string;
  /** Server time of the start, ms; null while the sharer's own write is pending. */
  startedAt: number | null;
}

/** Who may share on a room's screens: video controllers (everyone in the demo), room editors. */
export function canShareScreen(canControlVideo: boolean, canEditRoom: boolean): boolean {
  return canControlVideo || canEditRoom;
}

/** Whether this browser can share a screen at all (phones have no getDisplayMedia). */
export function browserCanShare(mediaDevices: { getDisplayMedia?: unknown } | undefined): boolean {
  return typeof mediaDevices?.getDisplayMedia === 'function';
}

/** Where a viewer stands for a screen's share: in sight, at the edge (kept, not started), out. */
export type SightBand = 'in' | 'edge' | 'out';

export function sightBand(distance: number): SightBand {
  return distance <= SHARE.sightRadius ? 'in' : distance <= SHARE.sightRelease ? 'edge' : 'out';
}

/**
 * Whether a viewer receives a screen's share, given whether it does now: it starts within
 * sightRadius and stops only beyond sightRelease, so it does not connect and drop at the edge.
 */
export function inSight(band: SightBand, receiving: boolean): boolean {
  return band === 'in' || (band === 'edge' && receiving);
}

/**
 * Which viewers a p2p sharer sends to: those held keep their place, free places go in the order
 * they asked, the rest wait (the stage's stageAudience, with the share's budget).
 */
export function shareAudience(
  asking: ReadonlyMap<string, number>,
  held: ReadonlySet<string>,
  budget: number = SHARE.p2pViewers,
): StageAudience {
  return stageAudience(asking, held, budget);
}

/** What one p2p share signal says (events/{e}/shareSignals). */
export type ShareSignalKind = 'want' | 'offer' | 'answer' | 'candidate' | 'bye' | 'queued';

export const SHARE_SIGNAL_KINDS: readonly ShareSignalKind[] = [
  'want',
  'offer',
  'answer',
  'candidate',
  'bye',
  'queued',
];

/** A 'queued' signal's payload: how many the sharer serves, and the viewer's place (0 = next). */
export interface QueuedPayload {
  served: number;
  position: number;
}
