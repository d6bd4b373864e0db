export { createEventSessionStore, type EventSessionStore } from './eventSessionStore';
export { EventSessionContext, useEventSession, useEventSessionStore } from './useEventSession';
export { travelTo } from './travel';
export { nameOfRoom, useRoomNames, type RoomName } from './useRoomNames';
export {
  clearArrivalCaption,
  clearEditRequest,
  dismissNotice,
  markWorldShown,
  requestEdit,
  setEditorOpen,
} from './sessionActions';
export { useCanEditRoom } from './selectors';
