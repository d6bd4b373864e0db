import { useCallback, useEffect, useRef, useState } from 'react';
import { watchRoomAudioSettings } from '../../data/voiceAudio';
import { roomAudio, type RoomAudio, type VoicePerson } from '../../domain/voice';
import { useVoiceSession, VoicePanel, type VoiceWorld } from '../voice';
import type { WorldState } from './worldState';

/**
 * The world's voice: feeds the voice session the people around (interpolated positions from
 * state.remotes, read at every voice update), writes who speaks into the world state for the
 * avatars and name tags, and shows the voice controls.
 * Channel zones and the stage are not in the world state yet: everyone is treated as outside
 * any zone and off stage (the policy still caps and orders them; muted people rank last).
 */
export function WorldVoice(props: {
  state: WorldState;
  eventId: string;
  roomId: string;
  uid: string;
  active: boolean;
}) {
  const { state, eventId, roomId } = props;
  const room = useRef<RoomAudio>(roomAudio());
  useEffect(
    () =>
      watchRoomAudioSettings(eventId, roomId, (settings) => (room.current = roomAudio(settings))),
    [eventId, roomId],
  );
  const [speakingNames, setSpeakingNames] = useState<string[]>([]);
  const [alone, setAlone] = useState(true);

  const getWorld = useCallback((): VoiceWorld => {
    const person = (id: string, x: number, y: number): VoicePerson => ({
      id,
      x,
      y,
      channelId: null,
      onStage: false,
      muted: state.users.get(id)?.muted ?? false,
    });
    const others = [...state.remotes.values()].map((r) => person(r.id, r.x, r.y));
    setAlone(others.length === 0);
    return {
      listener: person(state.player.id, state.player.x, state.player.y),
      others,
      room: room.current,
    };
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
    getWorld,
    onSpeaking,
  });
  return <VoicePanel session={session} alone={alone} speakingNames={speakingNames} />;
}
