export { EmailInvitesPage } from './EmailInvitesPage';
