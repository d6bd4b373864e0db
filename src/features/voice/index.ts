/** Voice: the engines (p2p, livekit), the voice session and its controls. */
export type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from './engine';
export type { VoiceWorld } from './voiceLoop';
export { unlockAudio } from './audioGraph';
export { SessionVoice } from './SessionVoice';
export {
  useVoiceFeed,
  useVoiceState,
  type StageView,
  type StartRoster,
  type VoiceFeed,
  type VoiceRoster,
} from './voiceFeed';
export { LazyStageReachNote as StageReachNote } from './lazyStage';
export { LazyMicrophoneModal as MicrophoneModal } from './LazyMicrophoneModal';
export type { LiveKitListenerOptions } from './livekitListener';
/** The global-audio page's LiveKit listener: loaded there only, so the session never has it. */
export const loadLiveKitListener = () =>
  import('./livekitListener').then((module) => module.joinLiveKitAsListener);
export type { P2pListenerOptions } from './p2pListener';
/** The global-audio page's listen-only p2p participant: loaded there only, like the above. */
export const loadP2pListener = () =>
  import('./p2pListener').then((module) => module.joinP2pAsListener);
export {
  MuteAttendeesButton,
  useAttendeesMuteSwitch,
  type AttendeesMuteSwitch,
} from './MuteAttendeesButton';
