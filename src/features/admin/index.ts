export { BotsPage } from './BotsPage';
