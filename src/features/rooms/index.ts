export { RoomsModal } from './RoomsModal';
export { RoomSettingsForm } from './RoomSettingsForm';
