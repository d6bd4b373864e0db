/** Voice: the engines (p2p today), the voice session and its controls. */
export type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from './engine';
export type { VoiceWorld } from './voiceLoop';
export { unlockAudio } from './audioGraph';
export { useVoiceSession, type VoiceSession } from './useVoiceSession';
export { VoicePanel } from './VoicePanel';
export { MicrophoneModal } from './MicrophoneModal';
