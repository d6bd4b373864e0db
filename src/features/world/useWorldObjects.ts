import { useCallback, useMemo } from 'react';
import { channelZonesOf, extrasOf, signPostsOf, stageOf } from '../../domain/objects/roomObjects';
import { stageUsable, stageZoneCue } from '../../domain/voice';
import { useChannelZone, useReadableSignPost, useRoomObjects, useStagePresence } from '../objects';
import type { WorldState } from './worldState';

export interface WorldStageFacts {
  /** eventStage.participants of the event. */
  participants: readonly string[];
  /** eventStage.isPublic. */
  isPublic: boolean;
}

/**
 * The room's interactive objects as the world uses them: the stage (with the player's stage
 * presence and the area's cue) and the audio channel zones (with the one the player is in).
 */
export function useWorldObjects(options: {
  state: WorldState;
  eventId: string;
  roomId: string;
  uid: string;
  active: boolean;
  stageFacts: WorldStageFacts;
  isSpeaker: boolean;
}) {
  const { state, eventId, roomId, uid, active, stageFacts, isSpeaker } = options;
  const { objects } = useRoomObjects(eventId, roomId);
  const stage = useMemo(() => stageOf(objects), [objects]);
  const zones = useMemo(() => channelZonesOf(objects), [objects]);
  const signs = useMemo(() => signPostsOf(objects), [objects]);
  const extras = useMemo(() => extrasOf(objects), [objects]);
  const getPlayer = useCallback(() => state.player, [state]);
  const usable = stageUsable({ isPublic: stageFacts.isPublic, isSpeaker });
  const presence = useStagePresence({
    eventId,
    uid,
    stage,
    usable,
    participating: stageFacts.participants.includes(uid),
    getPlayer,
    active,
  });
  const channelId = useChannelZone({ eventId, uid, zones, getPlayer, active });
  const readableSign = useReadableSignPost(signs, getPlayer);
  const cue = stageZoneCue({
    inside: presence.inside,
    usable,
    connected: presence.state === 'CONNECTED',
  });
  return { objects, stage, zones, signs, extras, readableSign, presence, cue, channelId, usable };
}
