import type { RemoteParticipant, RemoteTrackPublication, Room } from 'livekit-client';
import { audioContext, RemoteVoice } from '../audioGraph';
import type { PlannedVoice } from '../engine';
import { screenTrackName } from '../screenTransport';
import { subscriptionChanges } from './livekitDecisions';

/** The participant's voice: its audio that is no screen share's sound (livekitScreens.ts). */
const audioPublication = (participant: RemoteParticipant): RemoteTrackPublication | undefined =>
  [...participant.audioTrackPublications.values()].find(
    (publication) => !publication.trackName.startsWith(screenTrackName('')),
  );

/**
 * The LiveKit engine's received voices: which participants' audio it asked the SFU for (exactly
 * the planned ones that publish; subscriptionChanges decides), and each received voice played
 * through its own RemoteVoice at the gain and place its plan gives.
 */
export class LiveKitSubscriptions {
  readonly voices = new Map<string, RemoteVoice>();
  /**
   * Participants whose audio this page asked for and has not released (a publication's
   * isSubscribed stays false until the track arrives).
   */
  private readonly asked = new Set<string>();

  constructor(private readonly planOf: (id: string) => PlannedVoice | undefined) {}

  /** Subscribes to the planned voices of `room` that publish audio, and drops the others. */
  update(room: Room, planned: Iterable<string>): void {
    const participants = new Map(
      [...room.remoteParticipants.values()].map((p) => [p.identity, p] as const),
    );
    const publishedIds = new Set(
      [...participants].filter(([, p]) => audioPublication(p)).map(([id]) => id),
    );
    for (const id of this.asked) if (!publishedIds.has(id)) this.asked.delete(id);
    const changes = subscriptionChanges(planned, publishedIds, this.asked);
    for (const id of changes.unsubscribe) {
      const participant = participants.get(id);
      if (participant) audioPublication(participant)?.setSubscribed(false);
      this.forget(id);
    }
    for (const id of changes.subscribe) {
      const participant = participants.get(id);
      if (participant) audioPublication(participant)?.setSubscribed(true);
      this.asked.add(id);
    }
  }

  /** A subscribed participant's audio arrived: it plays from now on, as planned. */
  received(id: string, track: MediaStreamTrack): void {
    this.drop(id);
    this.voices.set(id, new RemoteVoice(audioContext(), new MediaStream([track])));
    this.applyPlan(id);
  }

  /** Gain and place of each received voice from the plan as it is now. */
  applyPlan(id?: string): void {
    for (const voiceId of id === undefined ? [...this.voices.keys()] : [id]) {
      const planned = this.planOf(voiceId);
      this.voices
        .get(voiceId)
        ?.apply(planned?.gain ?? 0, planned?.spatial ?? false, planned?.offset ?? null);
    }
  }

  /** The participant's voice stops playing (unsubscribed, or their track went). */
  drop(id: string): void {
    this.voices.get(id)?.dispose();
    this.voices.delete(id);
  }

  /** The participant left, or is no longer asked for. */
  forget(id: string): void {
    this.asked.delete(id);
    this.drop(id);
  }

  /** The room was left: nothing is asked for or played. */
  clear(): void {
    this.asked.clear();
    for (const id of [...this.voices.keys()]) this.drop(id);
  }
}
