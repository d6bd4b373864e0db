/**
 * Where a key moves the focus in an open menu (ARIA menu pattern): ArrowDown and ArrowUp step
 * and wrap round, Home and End go to the first and the last item. Returns the index of the
 * item to focus, or null when the key is not one of these (or there is no item).
 * `current` is -1 when no item has the focus (ArrowDown then goes to the first, ArrowUp to the
 * last).
 */
export function menuKeyTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
