import type { LocalTrackPublication, RemoteTrackPublication, Room } from 'livekit-client';
import { screenTrackName, type ScreenTransport } from '../screenTransport';
import { screenSubscriptionChanges, type WantedScreen } from './livekitScreenDecisions';

type LiveKit = typeof import('livekit-client');

interface Receiving extends WantedScreen {
  onStream: (stream: MediaStream | null) => void;
  /** The tracks handed over last (so an unchanged set is not handed again). */
  shown: string;
}

/**
 * Screen shares on LiveKit: the sharer publishes the captured video (and a shared tab's sound)
 * as screen-share tracks named for their screen, and viewers in sight subscribe to exactly the
 * shares they want (autoSubscribe is off: nobody downloads a screen they do not see). A new room
 * (a channel zone, a reconnect) gets the published shares again and the wanted ones asked anew.
 */
export class LiveKitScreens implements ScreenTransport {
  private room: Room | null = null;
  private lk: LiveKit | null = null;
  private readonly receiving = new Set<Receiving>();
  private readonly sharing = new Map<string, MediaStream>();
  private readonly published = new Map<string, LocalTrackPublication[]>();

  /** The engine joined `room`: shares are published there, and received from there. */
  attach(room: Room, lk: LiveKit): void {
    this.room = room;
    this.lk = lk;
    this.published.clear();
    for (const [screenId, stream] of this.sharing) void this.publishIn(room, stream, screenId);
    this.update();
  }

  /** The engine left its room: nothing is received until the next one. */
  detach(): void {
    this.room = null;
    this.published.clear();
    for (const receiving of this.receiving) this.show(receiving, []);
  }

  async publish(stream: MediaStream, screenId: string): Promise<() => void> {
    this.sharing.set(screenId, stream);
    if (this.room) await this.publishIn(this.room, stream, screenId);
    return () => {
      this.sharing.delete(screenId);
      const room = this.room;
      for (const publication of this.published.get(screenId) ?? []) {
        if (room && publication.track) void room.localParticipant.unpublishTrack(publication.track);
      }
      this.published.delete(screenId);
    };
  }

  receive(sharer: string, screenId: string, onStream: (s: MediaStream | null) => void) {
    const receiving: Receiving = { sharer, screenId, onStream, shown: '' };
    this.receiving.add(receiving);
    this.update();
    return () => {
      this.receiving.delete(receiving);
      this.update();
    };
  }

  /** Subscriptions and pictures brought in line with the room as it is (its events call it). */
  update(): void {
    const room = this.room;
    if (!room) return;
    const byKey = new Map<string, RemoteTrackPublication>();
    const publications = [...room.remoteParticipants.values()].flatMap((participant) =>
      [...participant.trackPublications.values()].map((publication) => {
        byKey.set(`${participant.identity}\n${publication.trackSid}`, publication);
        return {
          identity: participant.identity,
          trackName: publication.trackName,
          subscribed: publication.isSubscribed,
          sid: publication.trackSid,
        };
      }),
    );
    const changes = screenSubscriptionChanges(publications, [...this.receiving]);
    const set = (p: (typeof publications)[number], on: boolean) =>
      byKey.get(`${p.identity}\n${p.sid}`)?.setSubscribed(on);
    changes.subscribe.forEach((p) => set(p, true));
    changes.unsubscribe.forEach((p) => set(p, false));
    for (const receiving of this.receiving) {
      const participant = [...room.remoteParticipants.values()].find(
        (p) => p.identity === receiving.sharer,
      );
      const tracks = [...(participant?.trackPublications.values() ?? [])]
        .filter((p) => p.trackName === screenTrackName(receiving.screenId) && p.track)
        .map((p) => p.track!.mediaStreamTrack);
      this.show(receiving, tracks);
    }
  }

  private show(receiving: Receiving, tracks: MediaStreamTrack[]): void {
    const shown = tracks.map((track) => track.id).join(',');
    if (shown === receiving.shown) return;
    receiving.shown = shown;
    receiving.onStream(tracks.length > 0 ? new MediaStream(tracks) : null);
  }

  private async publishIn(room: Room, stream: MediaStream, screenId: string): Promise<void> {
    const lk = this.lk!;
    const name = screenTrackName(screenId);
    const publications: LocalTrackPublication[] = [];
    for (const track of stream.getTracks()) {
      const source =
        track.kind === 'video' ? lk.Track.Source.ScreenShare : lk.Track.Source.ScreenShareAudio;
      publications.push(await room.localParticipant.publishTrack(track, { source, name }));
    }
    if (room === this.room) this.published.set(screenId, publications);
  }
}
