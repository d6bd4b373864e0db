import { AccessToken } from 'livekit-server-sdk';
import { getAudioTokenSchema, type GetAudioTokenResult } from '../../../src/domain/callables';
import { conferenceName } from '../../../src/domain/voice/conference';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventMember } from '../shared/eventAuthority';
import { requireLiveKitConfig } from './liveKitConfig';

/** Long enough for an event session; LiveKit refreshes the token of a connected client. */
export const TOKEN_TTL_SECONDS = 4 * 60 * 60;

/**
 * A LiveKit token for the event's room, or for the caller's channel zone. Members only; a user
 * an admin muted temporarily may listen but gets no publish grant (the SFU then refuses their
 * microphone, whatever their browser does). The mute is read when the token is minted, so
 * the engine has to fetch a new token (and reconnect) when mutedTemporarily changes.
 */
export const getToken = authedCallable(
  getAudioTokenSchema,
  async ({ eventId, channelId }, caller): Promise<GetAudioTokenResult> => {
    const config = requireLiveKitConfig(process.env);
    requireEventMember(await loadEventAuthority(eventId, caller));
    const user = await db.doc(`events/${eventId}/users/${caller.uid}`).get();
    const muted = user.get('mutedTemporarily') === true;
    const roomName = conferenceName(eventId, channelId);
    const token = new AccessToken(config.apiKey, config.apiSecret, {
      identity: caller.uid,
      ttl: TOKEN_TTL_SECONDS,
    });
    token.addGrant({
      room: roomName,
      roomJoin: true,
      canSubscribe: true,
      canPublish: !muted,
      canPublishData: true,
    });
    return { token: await token.toJwt(), url: config.url, roomName, identity: caller.uid };
  },
);
