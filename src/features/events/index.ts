export { CreateEventPage } from './CreateEventPage';
export { EventSettingsModal } from './EventSettingsModal';
export { EventPermissionsModal } from './EventPermissionsModal';
export { InvitationCodeStep } from './InvitationCodeStep';
export { useCanCreateEvents } from './useCanCreateEvents';
export { InvitePeoplePrompt } from './InvitePeoplePrompt';
