/**
 * Whether the person asked for reduced motion (prefers-reduced-motion), kept current when the
 * setting changes. Read every frame by the camera, the avatars and the reaction bubbles, so it
 * is a plain value, not React state.
 */
const query =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
let reduced = query?.matches ?? false;
query?.addEventListener('change', (e) => (reduced = e.matches));

export function motionReduced(): boolean {
  return reduced;
}
