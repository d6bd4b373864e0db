export { CreateEventPage } from './CreateEventPage';
export { EventSettingsModal } from './EventSettingsModal';
export { EventPermissionsModal } from './EventPermissionsModal';
