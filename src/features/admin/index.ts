export { AdminRoutes } from './AdminRoutes';
export { BotsPage } from './BotsPage';
