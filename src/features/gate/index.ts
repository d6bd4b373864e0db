export { useEventAccess, type AccessState } from './useEventAccess';
export { GateScreen, GateFailedScreen } from './GateScreen';
export { useMembership, type Membership } from './useMembership';
