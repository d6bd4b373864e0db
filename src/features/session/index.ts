export {
  createEventSessionStore,
  type Arrival,
  type EventSessionState,
  type EventSessionStore,
  type Travel,
} from './eventSessionStore';
export { EventSessionContext, useEventSession, useEventSessionStore } from './useEventSession';
export { travelTo } from './travel';
export { nameOfRoom, useRoomNames, type RoomName } from './useRoomNames';
