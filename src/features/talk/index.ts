/** A talk's questions (issue 32): raised hands, the organisers' queue and the floor. */
export { FloorNotice } from './FloorNotice';
export { HandButton } from './HandButton';
export { LazyHandQueue as HandQueue } from './LazyHandQueue';
