import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  renderedRows,
  rowWindow,
  scrollToReveal,
  targetRow,
  type RowWindow,
} from './virtualWindow';
import './ui.css';

interface VirtualListProps {
  /** The list's accessible name. */
  label: string;
  count: number;
  /** Every row has this height (px): positions are computed, never measured. */
  rowHeight: number;
  /** The viewport's height cap (px); a shorter list takes only its rows' height. */
  maxHeight: number;
  rowKey: (index: number) => string;
  renderRow: (index: number) => ReactNode;
  /** The single row shown when there are no rows (e.g. 'Nobody is banned.'). */
  empty?: ReactNode;
  /** False while more rows may follow: screen readers are then told the size is unknown. */
  complete: boolean;
  /** Called when the rendered rows come within `nearEndRows` of the end (load the next page). */
  onNearEnd?: () => void;
  nearEndRows?: number;
  className?: string;
}

const OVERSCAN = 4;
const FOCUSABLE = 'button, a[href], input, select, textarea';

interface PendingFocus {
  index: number;
  /** Which of the row's controls had focus (-1: the row itself). */
  column: number;
}

/**
 * A list that renders only the rows in view (plus a few), so thousands of rows cost what a
 * screenful costs. Rows keep their DOM while they stay in the window (keyed), the focused row
 * stays rendered when scrolled away, and the arrow keys, Page Up/Down, Home and End move focus
 * between rows (to the same control of the next row), scrolling it into view. The scroll
 * position lives in a ref: React renders only when the window of rows changes.
 */
export function VirtualList(props: VirtualListProps) {
  const { label, count, rowHeight, maxHeight, rowKey, renderRow, empty, complete } = props;
  const { onNearEnd, nearEndRows = 10, className } = props;
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const viewportHeight = Math.min(maxHeight, count * rowHeight);
  const windowFor = (scrollTop: number) =>
    rowWindow({ scrollTop, viewportHeight, rowHeight, count, overscan: OVERSCAN });
  const [shown, setShown] = useState<RowWindow>(() => windowFor(0));
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);

  const showScrollTop = (scrollTop: number) => {
    const next = windowFor(scrollTop);
    setShown((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
  };

  // The count or sizes changed (a page arrived, a row left): recompute from where the user is.
  useLayoutEffect(() => showScrollTop(viewport.current?.scrollTop ?? 0));

  const indexOf = (key: string | null): number | null => {
    if (key === null) return null;
    for (let i = 0; i < count; i += 1) if (rowKey(i) === key) return i;
    return null;
  };
  const focusedIndex = indexOf(focusedKey);
  // Roving tabindex: one row is the list's Tab stop (the last one focused, else the first).
  const activeIndex = indexOf(activeKey) ?? 0;

  useEffect(() => {
    if (onNearEnd && count > 0 && shown.end >= count - nearEndRows) onNearEnd();
  }, [onNearEnd, count, shown.end, nearEndRows]);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const row = list.current?.querySelector<HTMLElement>(`li[data-index="${pending.index}"]`);
    if (!row) return;
    pendingFocus.current = null;
    const controls = row.querySelectorAll<HTMLElement>(FOCUSABLE);
    (controls[Math.min(pending.column, controls.length - 1)] ?? row).focus();
  });

  function rowOf(target: EventTarget): HTMLElement | null {
    return (target as HTMLElement).closest<HTMLElement>('li[data-index]');
  }

  function onKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const row = rowOf(e.target);
    if (!row || e.altKey || e.ctrlKey || e.metaKey) return;
    const current = Number(row.dataset.index);
    const pageRows = Math.floor(viewportHeight / rowHeight) - 1;
    const target = targetRow(e.key, current, count, pageRows);
    if (target === null) return;
    // Handled here: neither the page nor the world (movement keys) sees it.
    e.preventDefault();
    e.stopPropagation();
    const controls = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];
    pendingFocus.current = { index: target, column: controls.indexOf(e.target as HTMLElement) };
    const key = rowKey(target);
    setFocusedKey(key);
    setActiveKey(key);
    const el = viewport.current;
    if (el) {
      el.scrollTop = scrollToReveal(target, el.scrollTop, viewportHeight, rowHeight);
      showScrollTop(el.scrollTop);
    }
  }

  if (count === 0) {
    return (
      <ul className={`ui-virtual__empty ${className ?? ''}`} aria-label={label}>
        {empty !== undefined && <li>{empty}</li>}
      </ul>
    );
  }

  return (
    <div
      ref={viewport}
      className="ui-virtual"
      style={{ height: viewportHeight }}
      onScroll={(e) => showScrollTop(e.currentTarget.scrollTop)}
    >
      <ul
        ref={list}
        className={className}
        aria-label={label}
        style={{ height: count * rowHeight }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const row = rowOf(e.target);
          if (!row) return;
          const key = rowKey(Number(row.dataset.index));
          setFocusedKey(key);
          setActiveKey(key);
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusedKey(null);
        }}
      >
        {renderedRows(shown, focusedIndex, count).map((index) => (
          <li
            key={rowKey(index)}
            data-index={index}
            tabIndex={index === activeIndex ? 0 : -1}
            aria-setsize={complete ? count : -1}
            aria-posinset={index + 1}
            style={{ top: index * rowHeight, height: rowHeight }}
          >
            {renderRow(index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
