import type { AudioConnectionState } from './audioState';

/** A link still unconnected this long is reported as 'cannot connect' (with Retry). */
export const CANNOT_CONNECT_AFTER_MS = 10_000;

/**
 * How one voice link to a person is doing, as the engine sees it. 'unanswered': the person
 * never answered this client's signalling at all (no voice session: a closed tab, a person
 * refused a voice seat), which no network advice would help; 'failed': they answered, and
 * the connection did not come up.
 */
export type LinkPhase = 'connecting' | 'connected' | 'failed' | 'unanswered' | 'queued';
/** How a connected link's audio travels: straight between the browsers, or via a TURN relay. */
export type LinkRoute = 'direct' | 'relayed';
/**
 * Why a link likely failed, from what this browser gathered: `blocked`, no relay candidate
 * although a TURN server was offered (this network blocks it); `unreachable`, the usual ways
 * out were there, so the other side or the path between did not answer.
 */
export type LinkFailureCause = 'blocked' | 'unreachable';

export interface PeerLinkState {
  phase: LinkPhase;
  route: LinkRoute | null;
  cause: LinkFailureCause | null;
}

/**
 * The phase shown for a link: connected, or waiting in a stage queue, or still trying; a link
 * unconnected for CANNOT_CONNECT_AFTER_MS counts as failed, though it keeps trying behind.
 */
export function linkPhase(facts: {
  connected: boolean;
  queued: boolean;
  /** The person sent this client any signal (a request, an offer, an answer...). */
  answered: boolean;
  unconnectedSince: number;
  now: number;
}): LinkPhase {
  if (facts.connected) return 'connected';
  if (facts.queued) return 'queued';
  if (facts.now - facts.unconnectedSince < CANNOT_CONNECT_AFTER_MS) return 'connecting';
  return facts.answered ? 'failed' : 'unanswered';
}

/**
 * The voice engine's state from its links (what the badge says): 'connected' ('Audio
 * connected') only while at least one link to a planned voice is up, or when nobody is in the
 * plan (nobody within earshot: nothing to carry); 'failed' when every planned link failed; else
 * 'connecting' (people who never answered included: there is nobody to carry audio from, and
 * nothing the listener can mend). Signalling not up yet is 'connecting' whatever the links.
 */
export function linksConnection(
  signalling: boolean,
  planned: readonly LinkPhase[],
): AudioConnectionState {
  if (!signalling) return 'connecting';
  if (planned.length === 0 || planned.includes('connected')) return 'connected';
  return planned.every((phase) => phase === 'failed') ? 'failed' : 'connecting';
}

/** A person's audio as the listener experiences it (Nearby, the attendees panel). */
export type PersonAudioState =
  | 'connecting'
  | 'connected'
  | 'relayed'
  | 'cannotConnect'
  | 'notInVoice'
  | 'queued'
  | 'muted'
  | 'far'
  | 'otherChannel';

export interface PersonAudioFacts {
  /** In the listener's hearing plan. */
  heard: boolean;
  /** The link to them, when the engine reports links (p2p); null otherwise. */
  link: PeerLinkState | null;
  /** Without per-link facts (livekit): whether the engine as a whole is connected. */
  engineConnected: boolean;
  muted: boolean;
  /** The person and the listener are in different audio channel zones (or one in none). */
  otherChannel: boolean;
}

/**
 * The decision table: someone not heard is in another channel or too far; someone heard is
 * connecting, waiting for a stage place, cannot be connected, not in the voice chat (never
 * answered), muted (connected, saying nothing), or connected (directly or relayed).
 */
export function personAudioState(facts: PersonAudioFacts): PersonAudioState {
  if (!facts.heard) return facts.otherChannel ? 'otherChannel' : 'far';
  const phase = facts.link?.phase ?? (facts.engineConnected ? 'connected' : 'connecting');
  if (phase === 'failed') return 'cannotConnect';
  if (phase === 'unanswered') return 'notInVoice';
  if (phase === 'queued') return 'queued';
  if (phase === 'connecting') return 'connecting';
  if (facts.muted) return 'muted';
  return facts.link?.route === 'relayed' ? 'relayed' : 'connected';
}

/** The short words shown beside a person's name. */
export const PERSON_AUDIO_TEXT: Record<PersonAudioState, string> = {
  connecting: 'audio connecting',
  connected: 'audio connected',
  relayed: 'audio connected (relayed)',
  cannotConnect: 'cannot connect to audio',
  notInVoice: 'not in the voice chat',
  queued: 'waiting for a place in the stage audience',
  muted: 'muted',
  far: 'too far to hear',
  otherChannel: 'in another audio channel',
};

/** What a person told 'Cannot connect' can do about it, by likely cause. */
export const CANNOT_CONNECT_ADVICE: Record<LinkFailureCause, string> = {
  blocked:
    'Your network blocks calls; ask your network administrator to allow UDP 3478 or TCP 443.',
  unreachable:
    'Their network or the path between you did not answer; they may be on a network that blocks calls.',
};

/** The notice's title for one person whose audio cannot be reached. */
export function cannotConnectText(name: string): string {
  return `Cannot connect to ${name}'s audio`;
}
