import { useEffect, useRef, useState } from 'react';
import { setDesiredChannel } from '../../data/eventUsers';
import { VOICE } from '../../domain/constants';
import type { ChannelZoneObject } from '../../domain/objects/roomObjects';
import { zoneAt } from '../../domain/voice';

/**
 * The audio channel zone the player stands in (its channel id), checked every spatial update;
 * entering or leaving one writes the user's desiredChannelId (reference), which the livekit
 * engine's token and the attendees' tools read.
 */
export function useChannelZone(options: {
  eventId: string;
  uid: string;
  zones: readonly ChannelZoneObject[];
  getPlayer: () => { x: number; y: number };
  active: boolean;
}): string | null {
  const { eventId, uid, zones, active } = options;
  const [channelId, setChannelId] = useState<string | null>(null);
  const getPlayer = useRef(options.getPlayer);
  getPlayer.current = options.getPlayer;

  useEffect(() => {
    if (!active || zones.length === 0) {
      setChannelId(null);
      return;
    }
    const check = () => {
      const { x, y } = getPlayer.current();
      setChannelId(zoneAt(x, y, zones));
    };
    check();
    const timer = setInterval(check, VOICE.spatialUpdateMs);
    return () => clearInterval(timer);
  }, [zones, active]);

  useEffect(() => {
    if (!active) return;
    // Best effort: the voice policy works from positions; the field informs other tools.
    setDesiredChannel(eventId, uid, channelId).catch((error: unknown) =>
      console.warn('Could not save the audio channel', error),
    );
  }, [eventId, uid, channelId, active]);

  return channelId;
}
