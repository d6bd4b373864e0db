import { VOICE } from '../../domain/constants';
import { connectionPlan, sendsOffer, type HeardVoice } from '../../domain/voice';

/** What the peer manager asks of the WebRTC side; a test double stands in for it in tests. */
export interface PeerTransport {
  /** Opens a connection; the initiator creates and sends the offer, the other side waits. */
  open(peerId: string, initiator: boolean): void;
  /** Closes a connection (no signal: the manager says 'bye' itself when it should). */
  close(peerId: string): void;
  /** Sends one of the manager's own signals. */
  send(peerId: string, kind: 'request' | 'release' | 'bye'): void;
}

/**
 * Decides which p2p voice connections a client holds, from its hearing plan and what its peers
 * ask of it (the domain's connectionPlan), and drives the transport to match.
 *
 * Protocol, per pair: each side says 'request' when its plan starts wanting the other and
 * 'release' when it stops, so both know whether the other still needs the connection. Only the
 * side with the smaller id offers (sendsOffer): no glare. The other side, when it wants the
 * connection, requests it and waits for the offer. A connection is kept while either side wants
 * it and both have budget; the side that drops it says 'bye'. Attempts that did not lead to a
 * connection (refused, failed) are repeated after VOICE.reconnectDelayMs while still wanted.
 *
 * The cap holds because a connection is opened or accepted only when connectionPlan (capped)
 * includes it, and connections it no longer includes are closed in the same step.
 */
export class PeerManager {
  private plan: readonly HeardVoice[] = [];
  private present: ReadonlySet<string> | null = null;
  private readonly wanted = new Set<string>();
  private readonly theyWant = new Set<string>();
  private readonly open = new Set<string>();
  private readonly lastAttempt = new Map<string, number>();
  /** Attempts since we last heard from a peer: a vanished peer (crashed tab) is let go. */
  private readonly attempts = new Map<string, number>();

  constructor(
    private readonly selfId: string,
    private readonly transport: PeerTransport,
    private readonly now: () => number = () => Date.now(),
    private readonly cap: number = VOICE.maxHeard,
  ) {}

  /** The peers this client holds a connection with (open or being set up). */
  connections(): string[] {
    return [...this.open];
  }

  /**
   * A new hearing plan. `present` is everyone currently in the room: a peer who asked for a
   * connection and then left (a closed tab says nothing) is no longer served.
   */
  setPlan(plan: readonly HeardVoice[], present: ReadonlySet<string>): void {
    this.plan = plan;
    this.present = present;
    const next = new Set(plan.map((voice) => voice.id));
    for (const id of next) {
      if (this.wanted.has(id)) continue;
      this.transport.send(id, 'request');
      // The answering side just asked; the offering side offers at once in reconcile.
      if (!sendsOffer(this.selfId, id)) {
        this.lastAttempt.set(id, this.now());
        this.attempts.set(id, 1);
      }
    }
    for (const id of this.wanted) {
      if (next.has(id)) continue;
      this.transport.send(id, 'release');
      this.attempts.delete(id);
    }
    this.wanted.clear();
    for (const id of next) this.wanted.add(id);
    this.reconcile();
  }

  /** The connection is up: the peer is alive, its attempt budget is refilled. */
  onConnected(peerId: string): void {
    this.attempts.delete(peerId);
  }

  onRequest(peerId: string): void {
    this.attempts.delete(peerId);
    this.theyWant.add(peerId);
    this.reconcile();
  }

  onRelease(peerId: string): void {
    this.theyWant.delete(peerId);
    this.reconcile();
  }

  /** The peer closed our connection: wait the retry delay before asking again. */
  onBye(peerId: string): void {
    if (!this.open.delete(peerId)) return;
    this.transport.close(peerId);
    this.lastAttempt.set(peerId, this.now());
    this.reconcile();
  }

  /**
   * An offer arrived: an offer says the offerer wants the connection. Returns whether to answer
   * it (budget permitting); a refused offer gets a 'bye'.
   */
  acceptOffer(peerId: string): boolean {
    this.attempts.delete(peerId);
    this.theyWant.add(peerId);
    const desired = this.desired();
    if (!desired.includes(peerId)) {
      this.transport.send(peerId, 'bye');
      return false;
    }
    this.open.add(peerId);
    this.reconcile();
    return true;
  }

  /** A connection failed (ICE, DTLS or a peer that went away): drop it, retry later. */
  onFailed(peerId: string): void {
    if (!this.open.delete(peerId)) return;
    this.transport.close(peerId);
    this.lastAttempt.set(peerId, this.now());
  }

  /** Closes everything (leaving the event), telling each peer. */
  stop(): void {
    for (const id of this.open) {
      this.transport.close(id);
      this.transport.send(id, 'bye');
    }
    for (const id of this.wanted) if (!this.open.has(id)) this.transport.send(id, 'release');
    this.open.clear();
    this.wanted.clear();
    this.theyWant.clear();
  }

  /** Re-runs the decision (called on every plan update, so retries happen on that clock). */
  reconcile(): void {
    const desired = this.desired();
    const keep = new Set(desired);
    for (const id of [...this.open]) {
      if (keep.has(id)) continue;
      this.open.delete(id);
      this.transport.close(id);
      this.transport.send(id, 'bye');
    }
    const now = this.now();
    for (const id of desired) {
      if (this.open.has(id)) continue;
      const last = this.lastAttempt.get(id);
      if (last !== undefined && now - last < VOICE.reconnectDelayMs) continue;
      // A peer that never answers (its tab crashed, its position not yet swept) is not asked
      // forever: after VOICE.maxRetries attempts it waits until it speaks up or leaves the plan.
      const attempts = this.attempts.get(id) ?? 0;
      if (attempts >= VOICE.maxRetries) continue;
      this.attempts.set(id, attempts + 1);
      this.lastAttempt.set(id, now);
      if (sendsOffer(this.selfId, id)) {
        this.open.add(id);
        this.transport.open(id, true);
      } else if (this.wanted.has(id)) {
        // Ask (again) for the offer; a request already sent by setPlan may have been refused.
        this.transport.send(id, 'request');
      }
    }
  }

  private desired(): string[] {
    const present = this.present;
    const askers = present
      ? new Set([...this.theyWant].filter((id) => present.has(id)))
      : this.theyWant;
    return connectionPlan(this.selfId, this.plan, askers, this.cap, this.open);
  }
}
