export { SignInForm } from './SignInForm';
export { SignInPage } from './SignInPage';
