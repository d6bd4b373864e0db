export { RoomObjectsScene } from './RoomObjectsScene';
export { StageOverlay } from './StageOverlay';
export { useChannelZone } from './useChannelZone';
export { useRoomObjects } from './useRoomObjects';
export { useStagePresence, type StagePresence } from './useStagePresence';
export { DeferredSignPostOverlay } from './DeferredSignPostOverlay';
export { useReadableSignPost } from './useReadableSignPost';
export { LazyExtrasOverlay, LazyExtrasScene } from './LazyExtras';
