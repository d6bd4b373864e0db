export {
  createMovementInput,
  pressPointer,
  movePointer,
  releasePointer,
  type MovementInput,
} from './inputState';
export { desiredStep, type MovementStep } from './integrate';
export { isTyping, useMovementKeys } from './useMovementKeys';
