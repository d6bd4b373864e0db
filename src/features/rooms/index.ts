export { RoomsModal } from './RoomsModal';
export { RoomSettingsForm } from './RoomSettingsForm';
export { nameOfRoom, useRoomNames, type RoomName } from './useRoomNames';
