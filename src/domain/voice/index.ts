/** Voice domain rules: pure, shared by both voice engines and the UI. */
export type { HeardVoice, RoomAudio, VoicePerson } from './types';
export { ATTENDEES_MUTED_TEXT, silencedByEvent } from './attendeesMuted';
export { roomAudio } from './roomAudio';
export { pannerOffset, type PannerOffset } from './gain';
export { planHearing } from './policy';
export { connectionPlan, sendsOffer } from './connections';
export {
  overCapacityPhase,
  queuePositionIn,
  speakerReachText,
  stageAudience,
  stageFull,
  type StageReach,
} from './stageAudience';
export {
  AUDIO_BADGE,
  displayedAudioState,
  LISTEN_ONLY_TEXT,
  ONLY_BOTS_TEXT,
  queuedText,
  RELOAD_PAGE_TEXT,
  VOICE_ERROR_TEXT,
  type AudioConnectionState,
  type DisplayedAudioState,
} from './audioState';
export { afterVoiceError, afterVoiceSuccess, INITIAL_VOICE_RETRY } from './retry';
export { isSpeaking, levelBars, rmsToLevel } from './level';
export {
  insideStage,
  stageSensorRadii,
  STAGE_TEXT,
  stageUsable,
  stageZoneCue,
  zoneAt,
  type StageConnectionState,
  type StageZoneColour,
  type StageZoneCue,
} from './areas';
