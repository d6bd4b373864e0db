export { useSession } from './sessionStore';
export { SignOutModal } from './SignOutModal';
