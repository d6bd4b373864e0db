export { CreatorWelcome } from './CreatorWelcome';
export { SignupPage } from './SignupPage';
