import {
  linkPhase,
  linksConnection,
  type LinkFailureCause,
  type LinkRoute,
  type PeerLinkState,
} from '../../../domain/voice/peerAudio';
import type { AudioConnectionState } from '../../../domain/voice';

/** What the tracker needs to know of a link now. */
export interface LinkFacts {
  connected: boolean;
  /** Waiting in the peer's stage queue (no link meanwhile). */
  queued: boolean;
  /** Candidate types this side gathered on the link (empty without a link). */
  gathered: ReadonlySet<string>;
  /** The person sent this client any signal since entering the plan. */
  answered: boolean;
}

/**
 * The state of each planned voice's link as the listener experiences it: since when it has
 * been unconnected (a person entering the plan, or a link dropping, starts the clock), how a
 * connected one travels, and why a failing one likely fails. Feeds the badge ('Audio
 * connected' only while a link is up) and the per-person states.
 */
export class PeerAudioTracker {
  private readonly unconnectedSince = new Map<string, number>();
  private readonly routes = new Map<string, LinkRoute>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The planned voices now: newcomers start unconnected, people who left are forgotten. */
  setPlanned(ids: readonly string[], isConnected: (id: string) => boolean): void {
    const planned = new Set(ids);
    for (const id of [...this.unconnectedSince.keys()]) {
      if (!planned.has(id)) this.unconnectedSince.delete(id);
    }
    for (const id of [...this.routes.keys()]) if (!planned.has(id)) this.routes.delete(id);
    for (const id of ids) {
      if (!isConnected(id) && !this.unconnectedSince.has(id)) {
        this.unconnectedSince.set(id, this.now());
      }
    }
  }

  connected(id: string, route: LinkRoute | null): void {
    this.unconnectedSince.delete(id);
    if (route) this.routes.set(id, route);
  }

  /** The link dropped or was retried: the clock starts again from now. */
  unconnected(id: string): void {
    this.unconnectedSince.set(id, this.now());
    this.routes.delete(id);
  }

  /** Each planned voice's link state, given what the links say now. */
  states(ids: readonly string[], facts: (id: string) => LinkFacts, hasTurn: boolean) {
    const now = this.now();
    const states = new Map<string, PeerLinkState>();
    for (const id of ids) {
      const link = facts(id);
      const phase = linkPhase({
        connected: link.connected,
        queued: link.queued,
        answered: link.answered,
        unconnectedSince: this.unconnectedSince.get(id) ?? now,
        now,
      });
      const cause: LinkFailureCause | null =
        phase !== 'failed'
          ? null
          : hasTurn && !link.gathered.has('relay')
            ? 'blocked'
            : 'unreachable';
      states.set(id, {
        phase,
        route: phase === 'connected' ? (this.routes.get(id) ?? null) : null,
        cause,
      });
    }
    return states;
  }

  /** The engine's overall state from the planned links' phases. */
  static connection(
    signalling: boolean,
    states: ReadonlyMap<string, PeerLinkState>,
  ): AudioConnectionState {
    return linksConnection(
      signalling,
      [...states.values()].map((state) => state.phase),
    );
  }
}
