import { useEffect } from 'react';
import { pressKey, releaseKey, type MovementInput } from './inputState';

const MOVEMENT_CODES = new Set([
  'KeyW',
  'KeyA',
  'KeyS',
  'KeyD',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ShiftLeft',
  'ShiftRight',
]);

/** A key pressed in a field, or inside a dialog or menu, is theirs, never the world's. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.isContentEditable) return true;
  return Boolean(el.closest?.('[role="dialog"], [role="menu"], dialog'));
}

/** Window keyboard listeners feeding the movement input; typing in a field never moves. */
export function useMovementKeys(input: MovementInput): void {
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (!MOVEMENT_CODES.has(e.code) || isTyping(e.target) || e.altKey || e.ctrlKey || e.metaKey)
        return;
      if (e.code.startsWith('Arrow')) e.preventDefault();
      input.shift = e.shiftKey;
      pressKey(input, e.code);
    };
    const up = (e: KeyboardEvent) => {
      input.shift = e.shiftKey;
      releaseKey(input, e.code);
    };
    const clear = () => input.keys.clear();
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', clear);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', clear);
    };
  }, [input]);
}
