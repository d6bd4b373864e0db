/** A talk's questions (issue 32): raised hands, the organisers' queue and the floor. */
export { DeferredFloorNotice as FloorNotice } from './DeferredFloorNotice';
export { HandButton } from './HandButton';
export { LazyHandQueue as HandQueue } from './LazyHandQueue';
