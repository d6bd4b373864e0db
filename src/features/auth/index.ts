export { useSession } from './sessionStore';
export { SignInForm } from './SignInForm';
export { SignInPage } from './SignInPage';
export { SignOutModal } from './SignOutModal';
