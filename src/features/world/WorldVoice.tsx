import { useEffect, useMemo, useRef } from 'react';
import type { RoomObject } from '../../domain/objects/roomObjects';
import { useVoiceFeed, useVoiceState, type VoiceFeed } from '../voice';
import { presentRemotes } from './presentRemotes';
import { setSpeaking } from './worldActivity';
import type { WorldState } from './worldState';

/**
 * The mounted world feeds the session's voice (features/voice SessionVoice): the player and the
 * interpolated remotes present now (read at every voice update), the room's objects (stage and zones), and
 * it draws who speaks (state.speaking: avatars and name tags). The player's mute travels with
 * the position for others to see.
 */
export function WorldVoice(props: {
  state: WorldState;
  roomId: string;
  objects: readonly RoomObject[];
}) {
  const { state, roomId } = props;
  // Read at every voice update (300 ms), outside React renders.
  const objects = useRef(props.objects);
  useEffect(() => {
    objects.current = props.objects;
  }, [props.objects]);
  const feed = useMemo(
    (): VoiceFeed => ({
      roomId,
      // Present people only: a stale position is a ghost nobody should dial.
      people: () => ({
        player: state.player,
        remotes: presentRemotes(state.remotes.values(), Date.now()),
        known: state.peopleKnown,
      }),
      objects: () => objects.current,
      nameOf: (id) =>
        id === state.player.id ? state.player.name : (state.remotes.get(id)?.name ?? ''),
      onSpeaking: (ids) => setSpeaking(state, ids, performance.now()),
    }),
    [state, roomId],
  );
  useVoiceFeed(feed);
  const { muted } = useVoiceState();
  // Others learn it from the player's position document (sync/PositionSyncClient.ts).
  useEffect(() => {
    state.player.muted = muted;
  }, [state, muted]);
  return null;
}
