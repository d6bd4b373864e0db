import { useRef, type ReactNode } from 'react';
import { useLayer } from './layers';

/**
 * An open menu (ARIA menu pattern): a layer, so Escape closes it and the focus goes back to
 * its button; an item that opens a dialog hands that button on as the dialog's opener.
 */
export function MenuList({
  className,
  onClose,
  children,
}: {
  className: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  useLayer(ref, true, onClose);
  return (
    <ul ref={ref} className={className} role="menu">
      {children}
    </ul>
  );
}

/** A menu entry that acts (ARIA menu pattern: li role=none, the control role=menuitem). */
export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button role="menuitem" onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

/** A menu entry that opens a page in a new tab. */
export function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li role="none">
      <a role="menuitem" href={href} target="_blank" rel="noreferrer">
        {children}
      </a>
    </li>
  );
}
