import { VOICE } from '../constants';
import { gainAtDistance } from './gain';
import type { HearingReason, HeardVoice, RoomAudio, VoicePerson } from './types';

/**
 * The hearing policy: whom a listener hears, at what gain, placed in space or not. Both voice
 * engines obey it (p2p opens connections for it, livekit subscribes by it).
 *
 * Who qualifies:
 * - Stage: every other person onStage, wherever they stand, at full level and not placed in
 *   space: the global stage is the event's broadcast. People in a channel zone hear the stage
 *   too (an announcement must reach everyone in the room). A stage speaker standing in a zone
 *   is heard as a stage voice by everyone, not only by the zone.
 * - Zone: a listener in a channel zone hears the others in the same zone at full level, and
 *   nobody else except the stage; a listener outside any zone never hears zone members (apart
 *   from a zone member on stage).
 * - Near: a listener outside any zone hears others outside any zone within earshot (the room's
 *   rolloff), placed in space at gainAtDistance. Hysteresis: someone already heard (in
 *   `previous`) is kept until beyond rolloff + VOICE.hysteresisMargin, so a person on the edge
 *   does not flap in and out.
 *
 * Two budgets: stage voices (at most `stageCap`) and the conversation, zone and near voices
 * (at most `cap`, the mesh cap), so a stage never takes a conversation's place nor the other
 * way round. Who wins when more qualify than a budget: unmuted before muted; then zone before
 * near; then the nearest; then the id, so every client computes the same plan from the same
 * facts. A voice already heard ranks as if it were VOICE.hysteresisMargin nearer, so two people
 * at about the same distance do not swap the last slot at every update; except a near voice
 * kept only by hysteresis (past earshot, so silent), which gives way to anyone audible.
 *
 * Muted people: a muted voice makes no sound, so it only takes slots nobody unmuted needs; a
 * muted crowd never crowds out a speaker. Keeping muted people in spare slots (rather than
 * dropping them) means their first words after unmuting are heard at once, without waiting
 * for a connection.
 *
 * The result never includes the listener and is in rank order: the stage voices (unmuted
 * first), then the zone and near voices (unmuted, nearest first, then the muted ones).
 */
export function planHearing(
  listener: VoicePerson,
  others: readonly VoicePerson[],
  room: RoomAudio,
  previous: ReadonlySet<string>,
  cap: number = VOICE.maxHeard,
  stageCap: number = VOICE.maxStageVoices,
): HeardVoice[] {
  const stage: Candidate[] = [];
  const talk: Candidate[] = [];
  const seen = new Set<string>([listener.id]);
  for (const other of others) {
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    const candidate = qualify(listener, other, room, previous.has(other.id));
    if (candidate) (candidate.reason === 'stage' ? stage : talk).push(candidate);
  }
  return [
    ...stage.sort(byRank).slice(0, budget(stageCap, VOICE.maxStageVoices)),
    ...talk.sort(byRank).slice(0, budget(cap, VOICE.maxHeard)),
  ].map(({ person, reason, distance }) => toHeardVoice(person.id, reason, distance, room));
}

/** A whole, non-negative budget (NaN: the default). */
function budget(value: number, fallback: number): number {
  return Number.isNaN(value) ? fallback : Math.max(0, Math.floor(value));
}

interface Candidate {
  person: VoicePerson;
  reason: HearingReason;
  distance: number;
  /** Distance used for ranking: a voice already heard counts as nearer (see planHearing). */
  rankDistance: number;
}

const REASON_RANK: Record<HearingReason, number> = { stage: 0, zone: 1, near: 2 };

function qualify(
  listener: VoicePerson,
  other: VoicePerson,
  room: RoomAudio,
  heardBefore: boolean,
): Candidate | null {
  const distance = Math.hypot(other.x - listener.x, other.y - listener.y);
  const candidate = (reason: HearingReason): Candidate => {
    const sticky = heardBefore && (reason !== 'near' || distance <= room.rolloff);
    const rankDistance = sticky ? distance - VOICE.hysteresisMargin : distance;
    return { person: other, reason, distance, rankDistance };
  };
  if (other.onStage) return candidate('stage');
  if (listener.channelId !== null) {
    return other.channelId === listener.channelId ? candidate('zone') : null;
  }
  if (other.channelId !== null) return null;
  // NaN distances (a position not known yet) fail both comparisons: not heard.
  const earshot = heardBefore ? room.rolloff + VOICE.hysteresisMargin : room.rolloff;
  return distance <= earshot ? candidate('near') : null;
}

function byRank(a: Candidate, b: Candidate): number {
  return (
    Number(a.person.muted) - Number(b.person.muted) ||
    REASON_RANK[a.reason] - REASON_RANK[b.reason] ||
    compareDistance(a.rankDistance, b.rankDistance) ||
    (a.person.id < b.person.id ? -1 : a.person.id > b.person.id ? 1 : 0)
  );
}

/** Ascending, with unknown (NaN) distances last so a sort stays consistent. */
function compareDistance(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(Number.isNaN(a)) - Number(Number.isNaN(b));
  return a - b;
}

function toHeardVoice(
  id: string,
  reason: HearingReason,
  distance: number,
  room: RoomAudio,
): HeardVoice {
  if (reason === 'near') return { id, reason, gain: gainAtDistance(distance, room), spatial: true };
  return { id, reason, gain: 1, spatial: false };
}
