import { useCallback, useEffect, useRef, useState } from 'react';
import { watchRoomAudioSettings } from '../../data/voiceAudio';
import type { RoomObject } from '../../domain/roomObjects';
import { roomAudio, type RoomAudio } from '../../domain/voice';
import { useVoiceSession, VoicePanel, type VoiceWorld } from '../voice';
import { voiceWorldOf } from './voiceWorld';
import type { WorldState } from './worldState';

/**
 * The world's voice: feeds the voice session the people around (interpolated positions from
 * state.remotes, read at every voice update), writes who speaks into the world state for the
 * avatars and name tags, and shows the voice controls.
 * Zones and the stage come from the room's objects and the event's stage participants
 * (voiceWorldOf); muted people rank last.
 */
export function WorldVoice(props: {
  state: WorldState;
  eventId: string;
  roomId: string;
  uid: string;
  active: boolean;
  objects: readonly RoomObject[];
  stageParticipants: readonly string[];
  /** Muted with all attendees by the organisers (silencedByEvent). */
  silenced: boolean;
}) {
  const { state, eventId, roomId } = props;
  // Read at every voice update (300 ms), outside React renders.
  const objects = useRef(props.objects);
  objects.current = props.objects;
  const participants = useRef(new Set(props.stageParticipants));
  useEffect(() => {
    participants.current = new Set(props.stageParticipants);
  }, [props.stageParticipants]);
  const room = useRef<RoomAudio>(roomAudio());
  useEffect(
    () =>
      watchRoomAudioSettings(eventId, roomId, (settings) => (room.current = roomAudio(settings))),
    [eventId, roomId],
  );
  const [speakingNames, setSpeakingNames] = useState<string[]>([]);
  const [alone, setAlone] = useState(true);

  const getWorld = useCallback((): VoiceWorld => {
    const remotes = [...state.remotes.values()].map((remote) => ({
      id: remote.id,
      x: remote.x,
      y: remote.y,
      muted: remote.muted,
    }));
    setAlone(remotes.length === 0);
    return voiceWorldOf(state.player, remotes, {
      objects: objects.current,
      stageParticipants: participants.current,
      room: room.current,
    });
  }, [state]);

  const onSpeaking = useCallback(
    (ids: ReadonlySet<string>) => {
      state.speaking = new Set(ids);
      const nameOf = (id: string) =>
        id === state.player.id ? state.player.name : (state.remotes.get(id)?.name ?? '');
      const names = [...ids].map(nameOf).filter(Boolean).sort();
      setSpeakingNames((previous) => (previous.join('\n') === names.join('\n') ? previous : names));
    },
    [state],
  );

  const session = useVoiceSession({
    eventId,
    uid: props.uid,
    active: props.active,
    silenced: props.silenced,
    getWorld,
    onSpeaking,
  });
  // Others learn it from the player's position document (sync/PositionSyncClient.ts).
  useEffect(() => {
    state.player.muted = session.muted;
  }, [state, session.muted]);
  return <VoicePanel session={session} alone={alone} speakingNames={speakingNames} />;
}
