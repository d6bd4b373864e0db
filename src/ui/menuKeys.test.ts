import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menuKeys';

describe('menuKeyTarget', () => {
  it('steps down and up, wrapping round at either end', () => {
    expect(menuKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });

  it('goes to the first and the last item with Home and End', () => {
    expect(menuKeyTarget('Home', 2, 4)).toBe(0);
    expect(menuKeyTarget('End', 0, 4)).toBe(3);
  });

  it('enters at the first (down) or the last (up) item when none has the focus', () => {
    expect(menuKeyTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', -1, 3)).toBe(2);
  });

  it('stays on the only item', () => {
    expect(menuKeyTarget('ArrowDown', 0, 1)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 1)).toBe(0);
  });

  it('ignores other keys and empty menus', () => {
    expect(menuKeyTarget('a', 0, 3)).toBeNull();
    expect(menuKeyTarget('Enter', 0, 3)).toBeNull();
    expect(menuKeyTarget('ArrowDown', -1, 0)).toBeNull();
  });
});
