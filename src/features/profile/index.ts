export { ProfileModal } from './ProfileModal';
export { ProfilePage } from './ProfilePage';
