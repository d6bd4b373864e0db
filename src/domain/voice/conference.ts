/**
 * Names of voice conferences. One conference per event (the room everyone hears spatially) and
 * one per audio channel zone. The same name is the LiveKit room (audio-getToken) and the usage
 * alias (audio-joinEventConference), so usage reports line up with what the SFU saw.
 */

/** Interactive asset id of an audio channel zone (its instances carry props._channelId). */
export const CHANNEL_ZONE_ASSET_ID = 'channelZone';

/** Channel ids travel in room names after a ':' and in document ids: one plain segment. */
export const CHANNEL_ID_PATTERN = /^[^/:\s]{1,64}$/;

/** `${eventId}` for the event's room, `${eventId}:${channelId}` for a channel zone. */
export function conferenceName(eventId: string, channelId?: string | null): string {
  return channelId ? `${eventId}:${channelId}` : eventId;
}

/** Whether a conference alias names this event's room or one of its channels. */
export function conferenceBelongsTo(alias: string, eventId: string): boolean {
  if (alias === eventId) return true;
  if (!alias.startsWith(`${eventId}:`)) return false;
  return CHANNEL_ID_PATTERN.test(alias.slice(eventId.length + 1));
}
