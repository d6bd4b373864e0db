export { ChatDock } from './ChatDock';
