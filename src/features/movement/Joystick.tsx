import { useEffect, useRef, type CSSProperties, type PointerEvent } from 'react';
import { JOYSTICK } from '../../domain/constants';
import { readStick, STICK_AT_REST } from '../../domain/joystick';
import { setStick, type MovementInput } from './inputState';
import './joystick.css';

/** Lets go: the knob back to the centre and the avatar stopped. */
function recentre(
  input: MovementInput,
  held: { current: number | null },
  knob: HTMLDivElement | null,
): void {
  held.current = null;
  setStick(input, STICK_AT_REST);
  if (knob) knob.style.transform = '';
}

/**
 * The on-screen stick of the mobile layout (shown by CSS under 770 px or on a coarse pointer):
 * a finger (or mouse) on it walks the avatar, pushed to the rim it runs. The stick writes into
 * the mutable movement input and moves its knob through a ref: no React render per move.
 * Hidden from assistive technology and not focusable: keyboard users have the movement keys,
 * screen-reader users the 'Nearby' list.
 */
export function Joystick({ input }: { input: MovementInput }) {
  const knob = useRef<HTMLDivElement>(null);
  /** The pointer holding the stick: one finger steers, a second one is ignored. */
  const held = useRef<number | null>(null);

  const release = () => recentre(input, held, knob.current);

  /** The base's centre on screen, measured once per press (no layout read per move). */
  const centre = useRef({ x: 0, y: 0 });

  const follow = (e: PointerEvent<HTMLDivElement>) => {
    const offset = { x: e.clientX - centre.current.x, y: e.clientY - centre.current.y };
    const { stick, knob: at } = readStick(offset);
    setStick(input, stick);
    if (knob.current) knob.current.style.transform = `translate(${at.x}px, ${at.y}px)`;
  };

  // A stick left held when the world unmounts or the window loses focus must not keep walking.
  useEffect(() => {
    const knobElement = knob.current;
    const stop = () => recentre(input, held, knobElement);
    window.addEventListener('blur', stop);
    return () => {
      window.removeEventListener('blur', stop);
      stop();
    };
  }, [input]);

  const size = { '--joystick-radius': `${JOYSTICK.radiusPx}px` } as CSSProperties;
  return (
    <div
      className="joystick"
      style={size}
      aria-hidden="true"
      onPointerDown={(e) => {
        if (held.current !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
        e.preventDefault();
        held.current = e.pointerId;
        e.currentTarget.setPointerCapture(e.pointerId);
        const box = e.currentTarget.getBoundingClientRect();
        centre.current = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        follow(e);
      }}
      onPointerMove={(e) => {
        if (e.pointerId === held.current) follow(e);
      }}
      onPointerUp={(e) => {
        if (e.pointerId === held.current) release();
      }}
      onPointerCancel={(e) => {
        if (e.pointerId === held.current) release();
      }}
      onLostPointerCapture={(e) => {
        if (e.pointerId === held.current) release();
      }}
    >
      <div ref={knob} className="joystick__knob" />
    </div>
  );
}
