import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLayer } from './layers';
import { menuKeyTarget } from './menuKeys';

const ITEM = '[role="menuitem"]';

/**
 * An open menu (ARIA menu pattern), the one implementation every menu uses. Opening puts the
 * focus on its first item; ArrowDown/ArrowUp (wrapping), Home and End move between items. It is
 * a layer, so Escape closes it and the focus goes back to its button (an item that opens a
 * dialog hands that button on as the dialog's opener). A press anywhere outside it and its
 * button (the 3D world's canvas included) closes it, and so does Tab, which then goes on from
 * the button. Items are out of the Tab order (tabIndex -1): the arrows reach them.
 */
export function MenuList({
  className,
  button,
  onClose,
  children,
}: {
  className: string;
  /** The button that opens and closes it: a press on it is its own toggle, not "outside". */
  button: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // First the layer (it notes the button as the opener), then the focus moves in.
  useLayer(ref, true, onClose);
  useLayoutEffect(() => {
    ref.current?.querySelector<HTMLElement>(ITEM)?.focus();
  }, []);

  useEffect(() => {
    // Capture: the world's canvas handles its own pointer events and must not hide this one.
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (!target || ref.current?.contains(target) || button.current?.contains(target)) return;
      close.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [button]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Tab') {
      // Not prevented: the focus returns to the button as the menu goes, and Tab goes on.
      onClose();
      return;
    }
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = menuKeyTarget(e.key, current, items.length);
    if (next === null) return;
    e.preventDefault();
    items[next]?.focus();
  };

  return (
    <ul ref={ref} className={className} role="menu" onKeyDown={onKeyDown}>
      {children}
    </ul>
  );
}

/** A menu entry that acts (ARIA menu pattern: li role=none, the control role=menuitem). */
export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button role="menuitem" tabIndex={-1} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

/** A menu entry that opens a page in a new tab. */
export function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li role="none">
      <a role="menuitem" tabIndex={-1} href={href} target="_blank" rel="noreferrer">
        {children}
      </a>
    </li>
  );
}
