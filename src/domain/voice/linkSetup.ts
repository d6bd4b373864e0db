/**
 * How long a new peer-to-peer link may take to connect before it counts as failed (and the peer
 * manager tries again with a new one).
 *
 * A peer that has not answered within `quietMs` is taken for gone (its tab closed, its position
 * not yet swept), and so is a link with nothing to check: no candidate of its own (a relay-only
 * network whose TURN server is down) or none from the peer. A link whose ICE is checking pairs
 * has both ends working on it: it may take until `checkingMs`. On a machine starved of CPU (two
 * cores under four software-rendered worlds) ICE and DTLS took longer than 10 s, and a link
 * failed at 10 s and started again from nothing never finished: the stage speaker reached
 * nobody for minutes. A failed ICE ends the wait at once.
 */
export const LINK_SETUP = { quietMs: 10_000, checkingMs: 30_000 } as const;

export interface LinkSetupFacts {
  /** Since the link was made. */
  elapsedMs: number;
  /** The peer's description (its offer or answer) is set on the link. */
  answered: boolean;
  /** Candidates this side gathered, and those the peer sent. */
  localCandidates: number;
  remoteCandidates: number;
  /** RTCPeerConnection.connectionState. */
  state: RTCPeerConnectionState;
}

/** At a set-up check: fail now, or look again in `waitMs` (connected links are not asked). */
export function linkSetupVerdict(facts: LinkSetupFacts): 'fail' | { waitMs: number } {
  const checking =
    facts.answered &&
    facts.localCandidates > 0 &&
    facts.remoteCandidates > 0 &&
    facts.state !== 'failed' &&
    facts.state !== 'closed';
  if (!checking) return 'fail';
  const left = LINK_SETUP.checkingMs - facts.elapsedMs;
  return left > 0 ? { waitMs: left } : 'fail';
}
