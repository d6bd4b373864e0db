import { type GetAudioTokenResult } from '../../../src/domain/protocol/callables';
import { silencedByEvent } from '../../../src/domain/voice/attendeesMuted';
import { conferenceName } from '../../../src/domain/voice/conference';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventMember } from '../shared/eventAuthority';
import { readLedger } from './conferenceStore';
import { requireLiveKitConfig } from './liveKitConfig';
import { admitOrRefuse, loadQuotaContext } from './quotaGate';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventUserDoc } from '../../../src/domain/protocol/paths';

/** Long enough for an event session; LiveKit refreshes the token of a connected client. */
const TOKEN_TTL_SECONDS = 4 * 60 * 60;

/**
 * A LiveKit token for the event's room, or for the caller's channel zone. Members only; a user
 * an admin muted temporarily, or an attendee while the organisers have muted attendees, may
 * listen but gets no publish grant (the SFU then refuses their microphone, whatever their
 * browser does). The mutes are read when the token is minted, so the engine has to fetch a new
 * token (and reconnect) when either changes. Beyond the audio quota or the trial capacity a
 * caller without a voice seat (audio-joinEventConference gives it) gets no token.
 */
export const getToken = authedCallable(
  CALLABLES.getAudioToken,
  async ({ eventId, channelId }, caller): Promise<GetAudioTokenResult> => {
    const config = requireLiveKitConfig(process.env);
    const authority = await loadEventAuthority(eventId, caller);
    requireEventMember(authority);
    const [quota, ledger] = await Promise.all([
      loadQuotaContext(authority.event),
      readLedger(eventId),
    ]);
    admitOrRefuse(quota, ledger, caller.uid, Date.now());
    const user = await db.doc(eventUserDoc(eventId, caller.uid)).get();
    const muted =
      user.get('mutedTemporarily') === true ||
      silencedByEvent(authority.event.attendeesMuted === true, authority.roles);
    const roomName = conferenceName(eventId, channelId);
    // Loaded on the first call: the functions' index loads every module in every worker the
    // emulator starts (and every cold start of a deployed function), and the SDK with its
    // protocol buffers costs about 0.17 s of CPU that only this function needs.
    const { AccessToken } = await import('livekit-server-sdk');
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
