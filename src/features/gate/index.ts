export { useEventAccess, type GrantedEvent } from './useEventAccess';
export { GateScreen, GateFailedScreen } from './GateScreen';
