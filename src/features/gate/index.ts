export { useEventAccess, type AccessState, type GrantedEvent } from './useEventAccess';
export { GateScreen, GateFailedScreen } from './GateScreen';
