export { usePresence } from './usePresence';
export { useConnection } from './useConnection';
export { DisconnectedScreen } from './DisconnectedScreen';
export { TakenOverScreen } from './TakenOverScreen';
export { ConnectionBanner } from './ConnectionBanner';
