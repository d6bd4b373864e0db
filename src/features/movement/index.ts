export {
  createMovementInput,
  pressPointer,
  movePointer,
  releasePointer,
  setStick,
  type MovementInput,
} from './inputState';
export { desiredStep, type MovementStep } from './integrate';
export { isTyping, useMovementKeys } from './useMovementKeys';
export { TouchJoystick } from './TouchJoystick';
