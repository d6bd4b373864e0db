/**
 * Radio-group keyboard navigation over a grid laid out in `columns` columns: left/right wrap
 * through the list, up/down move a row (staying put at the edges), Home/End jump to the ends.
 * Returns the index to select, or null when the key is not a navigation key.
 */
export function nextPickerIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | null {
  if (count <= 0) return null;
  const cols = Math.max(1, columns);
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowDown':
      return index + cols < count ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** How many columns a CSS grid currently shows (1 when it cannot tell). */
export function gridColumnCount(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const template = getComputedStyle(grid).gridTemplateColumns;
  return template && template !== 'none' ? template.trim().split(/\s+/).length : 1;
}
