/** Voice domain rules: pure, shared by both voice engines and the UI. */
export type { HearingReason, HeardVoice, RoomAudio, VoicePerson } from './types';
export { ATTENDEES_MUTED_TEXT, silencedByEvent } from './attendeesMuted';
export { roomAudio, type RoomAudioField, type RoomAudioSettings } from './roomAudio';
export { gainAtDistance, pannerOffset, type FloorPoint, type PannerOffset } from './gain';
export { planHearing } from './policy';
export { connectionPlan, sendsOffer } from './connections';
export {
  overCapacityPhase,
  queuePositionIn,
  speakerReachText,
  stageAudience,
  stageFull,
  type StageAudience,
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
  type AudioBadge,
  type AudioBadgeAction,
  type AudioConnectionState,
  type AudioStateFacts,
  type DisplayedAudioState,
} from './audioState';
export {
  afterVoiceError,
  afterVoiceSuccess,
  INITIAL_VOICE_RETRY,
  isRetryableVoiceError,
  type VoiceRetryDecision,
  type VoiceRetryState,
} from './retry';
export { isSpeaking, levelBars, rmsToLevel, SPEAKING_LEVEL } from './level';
export {
  insideStage,
  stageSensorRadii,
  STAGE_TEXT,
  stageUsable,
  stageZoneColour,
  stageZoneCue,
  zoneAt,
  zoneChannelId,
  type ChannelZone,
  type FloorPosition,
  type StageConnectionState,
  type StageZoneColour,
  type StageZoneCue,
  type StageZoneFacts,
} from './areas';
