import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Every open dialog, panel and menu is a layer. Escape closes the top layer only: the one
 * opened last, or the one focus moved into since. A layer that goes away while it held the
 * focus gives it back to the control that opened it (a dialog opened from a menu: the menu's
 * button, which the closing menu gave it to), or when that is gone, to the layer below.
 */
interface Layer {
  element: HTMLElement;
  close: () => void;
  opener: HTMLElement | null;
}

const stack: Layer[] = [];
/**
 * The element that had the focus last. A control that a re-render moved (a list re-sorting
 * as its rows arrive) has lost the focus to the page by the time its layer opens, but it is
 * still the opener.
 */
let lastFocused: HTMLElement | null = null;

function topLayer(): Layer | undefined {
  return stack[stack.length - 1];
}

document.addEventListener('keydown', (e) => {
  const top = topLayer();
  if (e.key !== 'Escape' || e.defaultPrevented || !top) return;
  // Also keeps a native modal <dialog> from closing itself: its owner unmounts it.
  e.preventDefault();
  top.close();
});

// The layer focus moves into becomes the top one (the innermost, for nested layers).
document.addEventListener('focusin', (e) => {
  if (e.target instanceof HTMLElement) lastFocused = e.target;
  const holder = (e.target as Element | null)?.closest?.('[data-layer]');
  const index = stack.findIndex((layer) => layer.element === holder);
  if (index >= 0) stack.push(...stack.splice(index, 1));
});

function focusInside(element: HTMLElement) {
  const first = element.querySelector<HTMLElement>(
    'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex="0"]',
  );
  (first ?? element).focus();
}

/**
 * Puts `element` on top of the layers; `close` is what Escape does to it. Returns the
 * release, to call when the layer goes away: best while the element is still in the page (a
 * layout effect's cleanup), before the browser moves a lost focus somewhere of its choosing.
 */
export function openLayer(element: HTMLElement, close: () => void): () => void {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body ? active : null;
  const opener = focused ?? (lastFocused?.isConnected ? lastFocused : null);
  const layer: Layer = { element, close, opener };
  stack.push(layer);
  element.dataset.layer = '';
  return () => {
    const index = stack.indexOf(layer);
    if (index < 0) return;
    stack.splice(index, 1);
    // Lost: on the page, in the layer that went, or on a dialog below (where Chromium puts it
    // when a nested modal dialog goes).
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      element.contains(active) ||
      stack.some((below) => below.element === active);
    if (!lost) return;
    if (layer.opener?.isConnected) layer.opener.focus();
    else if (topLayer()) focusInside(topLayer()!.element);
  };
}

/** Whether the layer of `element` is the top one (Escape would close it). */
export function isTopLayer(element: HTMLElement): boolean {
  return topLayer()?.element === element;
}

/**
 * The layer of a component: while `open`, the element of `ref` is a layer that Escape closes
 * with `onClose`. Mount it before any effect that moves the focus into the layer.
 */
export function useLayer(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
): void {
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    return openLayer(element, () => close.current());
  }, [open, ref]);
}
