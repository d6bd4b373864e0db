/** The rows a virtualised list renders: [start, end) plus, when outside it, the focused row. */
export interface RowWindow {
  start: number;
  end: number;
}

export interface WindowInput {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Rows rendered beyond each edge, so a fast scroll or Tab meets rendered rows. */
  overscan: number;
}

/** The rows intersecting the viewport, widened by the overscan and clamped to the list. */
export function rowWindow({
  scrollTop,
  viewportHeight,
  rowHeight,
  count,
  overscan,
}: WindowInput): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / rowHeight);
  return {
    start: Math.min(count, Math.max(0, first - overscan)),
    end: Math.min(count, Math.max(0, last + overscan)),
  };
}

/**
 * The row indexes to render, in order: the window, and the focused row even when scrolled out
 * of it, so the element that holds keyboard focus is never unmounted under the user.
 */
export function renderedRows(window: RowWindow, focused: number | null, count: number): number[] {
  const rows: number[] = [];
  const keepFocused = focused !== null && focused < count && focused >= 0;
  if (keepFocused && focused < window.start) rows.push(focused);
  // The window may still be the one of a longer list (a row just left): never past the end.
  const end = Math.min(window.end, count);
  for (let i = window.start; i < end; i += 1) rows.push(i);
  if (keepFocused && focused >= window.end) rows.push(focused);
  return rows;
}

/** The scrollTop that brings a row fully into view, moving as little as possible. */
export function scrollToReveal(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return bottom - viewportHeight;
  return scrollTop;
}

/** Where a navigation key moves focus from `current` among `count` rows (null: not handled). */
export function targetRow(
  key: string,
  current: number,
  count: number,
  pageRows: number,
): number | null {
  if (count <= 0) return null;
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowDown':
      return clamp(current + 1);
    case 'ArrowUp':
      return clamp(current - 1);
    case 'PageDown':
      return clamp(current + Math.max(1, pageRows));
    case 'PageUp':
      return clamp(current - Math.max(1, pageRows));
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
