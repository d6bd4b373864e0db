import { VOICE } from '../../../domain/constants';
import { connectionPlan, sendsOffer, type HeardVoice } from '../../../domain/voice';
import { AttemptBudget } from './attemptBudget';
import { StageQueue } from '../stageQueue';

/** Why a peer wants a connection: to talk (both ways), or to hear a stage speaker (one way). */
export type RequestKind = 'talk' | 'stage';

/** The manager's own signals; `detail` is 'stage' on a stage request, the position on 'queued'. */
type ManagerSignal = 'request' | 'release' | 'bye' | 'queued' | 'admit';

/** What the peer manager asks of the WebRTC side; a test double stands in for it in tests. */
export interface PeerTransport {
  /** Opens a connection; the initiator creates and sends the offer, the other side waits. */
  open(peerId: string, initiator: boolean): void;
  /** Closes a connection (no signal: the manager says 'bye' itself when it should). */
  close(peerId: string): void;
  /** Sends one of the manager's own signals. */
  send(peerId: string, kind: ManagerSignal, detail?: string): void;
  /** Sends this side's voice on the connection, or nothing (a one-way stage listener). */
  setSending?(peerId: string, sending: boolean): void;
}

export interface PeerManagerLimits {
  /** Conversation connections (the mesh cap). */
  cap: number;
  /** One-way stage listeners served beside the conversation (VOICE.stageBudget). */
  stageBudget: number;
}

/** A voice this client wants that waits in its sender's queue (over capacity). */
export interface QueuedVoice {
  /** Place in the sender's queue when told (0 = next). */
  position: number;
  /** When this client was first told to wait (ms). */
  since: number;
}

/**
 * Decides which p2p voice connections a client holds, from its hearing plan and what its peers
 * ask of it, and drives the transport to match.
 *
 * Protocol, per pair: each side says 'request' when its plan starts wanting the other (marked
 * 'stage' when it wants a stage speaker) and 'release' when it stops. Only the side with the
 * smaller id offers (sendsOffer): no glare. A side sends its voice on a connection only while
 * the other asked for it, so a stage listener's link is one-way: the listener receives and
 * sends nothing. Budgets: conversation links follow connectionPlan (the mesh cap); links to the
 * stage voices of the own plan are held beside it (the policy caps them); a stage speaker
 * serves at most `stageBudget` one-way listeners beside both, first come first served
 * (StageQueue). A listener beyond the budget is told 'queued' (with its position) and waits
 * without retrying; when a place frees, the speaker offers, or says 'admit' to a listener that
 * offers. Attempts that did not lead to a connection are repeated after
 * VOICE.reconnectDelayMs while still wanted, at most VOICE.maxRetries times (a crashed tab).
 */
export class PeerManager {
  private plan: readonly HeardVoice[] = [];
  private present: ReadonlySet<string> | null = null;
  private readonly wanted = new Map<string, RequestKind>();
  private readonly theyWant = new Map<string, RequestKind>();
  private readonly open = new Set<string>();
  private readonly connected = new Set<string>();
  private readonly queued = new Map<string, QueuedVoice>();
  private readonly attempts: AttemptBudget;
  private readonly audience: StageQueue;
  private readonly limits: () => PeerManagerLimits;

  constructor(
    private readonly selfId: string,
    private readonly transport: PeerTransport,
    private readonly now: () => number = () => Date.now(),
    limits: number | (() => PeerManagerLimits) = VOICE.maxHeard,
  ) {
    this.limits =
      typeof limits === 'function'
        ? limits
        : () => ({ cap: limits, stageBudget: VOICE.stageBudget });
    this.audience = new StageQueue(() => this.limits().stageBudget);
    this.attempts = new AttemptBudget(now);
  }

  /** The peers this client holds a connection with (open or being set up). */
  connections(): string[] {
    return [...this.open];
  }

  /** Whether this side sends its voice to `peerId` (the peer asked for it). */
  sendsTo(peerId: string): boolean {
    return this.open.has(peerId) && this.theyWant.has(peerId);
  }

  /** Voices of the own plan waiting in their sender's queue. */
  queue(): ReadonlyMap<string, QueuedVoice> {
    return this.queued;
  }

  /** As a stage speaker: listeners reached now (connected, asked for the stage) and the line. */
  stageReach(): { hearing: number; waiting: readonly string[] } {
    let hearing = 0;
    for (const [id, kind] of this.theyWant) {
      if (kind === 'stage' && this.connected.has(id)) hearing += 1;
    }
    return { hearing, waiting: this.audience.waiting() };
  }

  /**
   * A new hearing plan. `present` is everyone currently in the room: a peer who asked for a
   * connection and then left (a closed tab says nothing) is no longer served.
   */
  setPlan(plan: readonly HeardVoice[], present: ReadonlySet<string>): void {
    this.plan = plan;
    this.present = present;
    const next = new Map<string, RequestKind>(
      plan.map((voice) => [voice.id, voice.reason === 'stage' ? 'stage' : 'talk']),
    );
    for (const [id, kind] of next) {
      const before = this.wanted.get(id);
      if (before === kind) continue;
      this.transport.send(id, 'request', kind === 'stage' ? 'stage' : undefined);
      // The answering side just asked; the offering side offers at once in reconcile.
      if (before === undefined && !sendsOffer(this.selfId, id)) {
        this.attempts.started(id);
      }
    }
    for (const id of this.wanted.keys()) {
      if (next.has(id)) continue;
      this.transport.send(id, 'release');
      this.attempts.refill(id);
      this.queued.delete(id);
    }
    this.wanted.clear();
    for (const [id, kind] of next) this.wanted.set(id, kind);
    this.reconcile();
  }

  /** The connection is up: the peer is alive, its attempt budget is refilled. */
  onConnected(peerId: string): void {
    this.attempts.refill(peerId);
    if (this.open.has(peerId)) this.connected.add(peerId);
    this.queued.delete(peerId);
  }

  /** The connection left 'connected' (it is being repaired): not counted as reached. */
  onInterrupted(peerId: string): void {
    this.connected.delete(peerId);
  }

  /** A person's Retry: a peer given up on (too many attempts) is tried again at once. */
  retry(peerId: string): void {
    this.attempts.reset(peerId);
    this.reconcile();
  }

  onRequest(peerId: string, kind: RequestKind = 'talk'): void {
    this.attempts.refill(peerId);
    this.theyWant.set(peerId, kind);
    if (kind === 'stage') {
      this.audience.ask(peerId, this.now());
      // Asking again while waiting: the 'queued' it was told may have been lost.
      this.audience.retell(peerId);
    } else this.audience.forget(peerId);
    this.reconcile();
  }

  onRelease(peerId: string): void {
    this.theyWant.delete(peerId);
    this.audience.forget(peerId);
    this.reconcile();
  }

  /** The peer closed our connection: wait the retry delay before asking again. */
  onBye(peerId: string): void {
    if (!this.drop(peerId)) return;
    this.attempts.holdOff(peerId);
    this.reconcile();
  }

  /** The peer's budget is full: wait in its queue, without asking again, until admitted. */
  onQueued(peerId: string, position: number): void {
    if (!this.wanted.has(peerId)) return;
    const since = this.queued.get(peerId)?.since ?? this.now();
    this.queued.set(peerId, { position, since });
    this.drop(peerId);
  }

  /** A place in the peer's audience is free for us: offer (or wait for its offer) now. */
  onAdmit(peerId: string): void {
    this.queued.delete(peerId);
    this.attempts.reset(peerId);
    this.reconcile();
  }

  /**
   * An offer arrived. Returns whether to answer it (budget permitting); a refused offer gets
   * 'queued' (a stage listener beyond the budget) or a 'bye'. The offer alone does not say the
   * offerer wants this side's voice (a stage speaker offers to a listener it admits): only its
   * request does, which it sends first.
   */
  acceptOffer(peerId: string): boolean {
    this.attempts.refill(peerId);
    const desired = this.desired();
    if (!desired.includes(peerId)) {
      const position = this.audience.positionOf(peerId);
      if (position === null) this.transport.send(peerId, 'bye');
      else {
        this.audience.retell(peerId);
        this.tellWaiting();
      }
      return false;
    }
    this.open.add(peerId);
    this.queued.delete(peerId);
    this.audience.admitted(peerId);
    this.reconcile();
    return true;
  }

  /** A connection failed (ICE, DTLS or a peer that went away): drop it, retry later. */
  onFailed(peerId: string): void {
    if (!this.drop(peerId)) return;
    this.attempts.holdOff(peerId);
  }

  /** Closes everything (leaving the event), telling each peer. */
  stop(): void {
    for (const id of this.open) {
      this.transport.close(id);
      this.transport.send(id, 'bye');
    }
    for (const id of this.wanted.keys()) if (!this.open.has(id)) this.transport.send(id, 'release');
    this.open.clear();
    this.connected.clear();
    this.wanted.clear();
    this.theyWant.clear();
    this.queued.clear();
    this.audience.clear();
  }

  /** Re-runs the decision (called on every plan update, so retries happen on that clock). */
  reconcile(): void {
    const desired = this.desired();
    const keep = new Set(desired);
    for (const id of [...this.open]) {
      if (keep.has(id)) continue;
      this.drop(id);
      this.transport.send(id, 'bye');
    }
    for (const id of desired) {
      if (this.open.has(id) || this.queued.has(id)) continue;
      if (this.audience.wasTold(id)) {
        // A waiting listener's place is free: tell it (it offers), or offer at once.
        this.audience.admitted(id);
        this.attempts.reset(id);
        if (!sendsOffer(this.selfId, id)) this.transport.send(id, 'admit');
      }
      if (!this.attempts.take(id)) continue;
      if (sendsOffer(this.selfId, id)) {
        this.open.add(id);
        this.transport.open(id, true);
      } else if (this.wanted.has(id)) {
        // Ask (again) for the offer; a request already sent by setPlan may have been refused.
        const kind = this.wanted.get(id);
        this.transport.send(id, 'request', kind === 'stage' ? 'stage' : undefined);
      }
    }
    this.tellWaiting();
    for (const id of this.open) this.transport.setSending?.(id, this.theyWant.has(id));
  }

  private tellWaiting(): void {
    for (const [id, position] of this.audience.toTell()) {
      this.transport.send(id, 'queued', String(position));
    }
  }

  /** Forgets a connection (closing it); false if there was none. */
  private drop(peerId: string): boolean {
    this.connected.delete(peerId);
    if (!this.open.delete(peerId)) return false;
    this.transport.close(peerId);
    return true;
  }

  private desired(): string[] {
    const present = this.present;
    const isHere = (id: string) => !present || present.has(id);
    const talkAskers = new Set(
      [...this.theyWant].filter(([id, kind]) => kind === 'talk' && isHere(id)).map(([id]) => id),
    );
    const stageVoices = this.plan.filter((voice) => voice.reason === 'stage').map((v) => v.id);
    const talkPlan = this.plan.filter((voice) => voice.reason !== 'stage');
    const talk = connectionPlan(this.selfId, talkPlan, talkAskers, this.limits().cap, this.open);
    const linked = new Set([...stageVoices, ...talk]);
    const held = new Set([...this.open].filter((id) => !linked.has(id)));
    const served = this.audience.admit(linked, held, present);
    return [...linked, ...served];
  }
}
