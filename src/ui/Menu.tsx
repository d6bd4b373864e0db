import type { ReactNode } from 'react';

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
