export {
  createMovementInput,
  pressPointer,
  movePointer,
  releasePointer,
  type MovementInput,
} from './inputState';
export { desiredStep } from './integrate';
export { isTyping, useMovementKeys } from './useMovementKeys';
export { TouchJoystick } from './TouchJoystick';
