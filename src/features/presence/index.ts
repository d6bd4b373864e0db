export { usePresence } from './usePresence';
export { TakenOverScreen } from './TakenOverScreen';
