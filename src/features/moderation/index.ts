export { PeoplePanel } from './PeoplePanel';
export { RoleEditorModal } from './RoleEditorModal';
export { useMembership, type Membership } from './useMembership';
export { PickedPersonPopup } from './PickedPersonPopup';
