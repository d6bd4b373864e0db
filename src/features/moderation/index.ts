export { PeoplePanel } from './PeoplePanel';
export { RoleEditorModal } from './RoleEditorModal';
