/** Voice: the engines (p2p, livekit), the voice session and its controls. */
export type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from './engine';
export type { VoiceWorld } from './voiceLoop';
export { unlockAudio } from './audioGraph';
export { useVoiceSession, type VoiceSession } from './useVoiceSession';
export { VoicePanel } from './VoicePanel';
export { MicrophoneModal } from './MicrophoneModal';
export { joinLiveKitAsListener, type LiveKitListenerOptions } from './livekitListener';
export {
  MuteAttendeesButton,
  useAttendeesMuteSwitch,
  type AttendeesMuteSwitch,
} from './MuteAttendeesButton';
