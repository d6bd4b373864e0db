import type { VoiceSignal } from '../../../data/voiceSignals';
import type { PeerLink } from './peerLink';
import type { PeerManager } from './peerManager';
import { parseLinkBody, type EarlyCandidates, type LinkBody } from './signalPayload';

/** What the p2p engine lends the signal router: its links and how to make and drop them. */
export interface SignalContext {
  links: ReadonlyMap<string, PeerLink>;
  manager: PeerManager;
  /** The newest link id known per peer (a 'bye' names it). */
  latestLink: Map<string, string>;
  early: EarlyCandidates;
  createLink: (peerId: string, initiator: boolean, id: string) => PeerLink | null;
  dropLink: (peerId: string) => void;
}

/** An offer: a new link to answer (budget permitting), or an ICE restart of the current one. */
function onOffer(ctx: SignalContext, from: string, body: LinkBody, session: string) {
  const { links, manager, latestLink, early, createLink } = ctx;
  latestLink.set(from, body.link);
  const current = links.get(from);
  const description = body as unknown as RTCSessionDescriptionInit & { gen?: number };
  // A new offer on the link we answer: the initiator restarts ICE on it.
  if (current && !current.initiator && current.id === body.link) {
    void current.answer(description, session).catch(() => undefined);
    return;
  }
  if (!manager.acceptOffer(from)) return;
  const answering = createLink(from, false, body.link);
  if (!answering) return;
  void answering
    .answer(description, session)
    .then(() => {
      for (const candidate of early.take(from, body.link)) void answering.addCandidate(candidate);
    })
    .catch(() => answering.close());
}

/**
 * One signal from a peer, to the peer manager (request, release, bye, queued, admit) or to the
 * link it names (offer, answer, candidate, restart).
 */
export function routeSignal(ctx: SignalContext, signal: VoiceSignal): void {
  const { links, manager, early, dropLink } = ctx;
  const { from, kind } = signal;
  const link = links.get(from);
  // A new session of a peer we hold a link with (the peer reloaded): the old link is dead.
  if (link?.remoteSession && link.remoteSession !== signal.sessionId && kind !== 'candidate') {
    dropLink(from);
    manager.onFailed(from);
  }
  const current = links.get(from);
  const body = parseLinkBody(signal.payload);
  // Answers and candidates of an earlier attempt (a retried offer) are not for this link.
  const forCurrent = current !== undefined && body?.link === current.id;
  switch (kind) {
    case 'request':
      return manager.onRequest(from, signal.payload === 'stage' ? 'stage' : 'talk');
    case 'release':
      return manager.onRelease(from);
    case 'queued':
      return manager.onQueued(from, Number(signal.payload) || 0);
    case 'admit':
      return manager.onAdmit(from);
    case 'bye':
      // A bye names the link it ends; an older link's bye leaves the current one alone.
      if (body && current && body.link !== current.id) return;
      return manager.onBye(from);
    case 'restart':
      if (forCurrent) current.restartRequested();
      return;
    case 'offer':
      if (body) onOffer(ctx, from, body, signal.sessionId);
      return;
    case 'answer':
      if (!forCurrent) return;
      void current
        .accept(body as unknown as RTCSessionDescriptionInit, signal.sessionId)
        .catch(() => {});
      return;
    case 'candidate':
      if (!body) return;
      if (forCurrent) void current.addCandidate(body as unknown as RTCIceCandidateInit);
      // Signals may overtake each other: a candidate before its offer waits for the offer.
      else early.keep(from, body.link, body as unknown as RTCIceCandidateInit);
      return;
  }
}
