/** Voice: the engines (p2p, livekit), the voice session and its controls. */
export type { VoiceEngineStatus } from './engine';
export { SessionVoice } from './SessionVoice';
export type { IceConfig } from './iceServers';
/**
 * The event's ICE servers, for screen shares' own links: the module loads with the share that
 * asks, so a re-export here does not put it in a chunk every importer of this index loads.
 */
export const loadIceServers = (eventId: string) =>
  import('./iceServers').then((module) => module.iceServersFor(eventId).get());
export { screenTransport } from './activeVoice';
export { useVoiceFeed, useVoiceState, type StartRoster, type VoiceFeed } from './voiceFeed';
export { LazyStageReachNote as StageReachNote } from './lazyStage';
export { LazyMicrophoneModal as MicrophoneModal } from './LazyMicrophoneModal';
/** The global-audio page's LiveKit listener: loaded there only, so the session never has it. */
export const loadLiveKitListener = () =>
  import('./livekit/livekitListener').then((module) => module.joinLiveKitAsListener);
/** The global-audio page's listen-only p2p participant: loaded there only, like the above. */
export const loadP2pListener = () =>
  import('./p2p/p2pListener').then((module) => module.joinP2pAsListener);
export { MuteAttendeesButton, useAttendeesMuteSwitch } from './MuteAttendeesButton';
