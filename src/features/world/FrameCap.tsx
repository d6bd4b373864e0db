import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';

export interface FrameCapProps {
  /** Frames a second at most while `busy` says the world is changing. */
  fps: number;
  /** Frames a second while it is not. */
  idleFps: number;
  /** Whether the world changed or is changing; `lastFrameAt` is when a frame was last asked for. */
  busy: (now: number, lastFrameAt: number) => boolean;
}

/**
 * Throttles a Canvas whose frameloop is 'demand': asks for a frame at most `fps` times a
 * second while the world changes, `idleFps` while it stands still, on the display's own clock
 * (requestAnimationFrame), so a hidden tab draws nothing. A key press is seen on the next tick,
 * not after an idle interval. Everything per frame (movement, camera, crowd) integrates the real
 * time between frames, so fewer frames change nothing but smoothness.
 */
export function FrameCap({ fps, idleFps, busy }: FrameCapProps) {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    // A frame a little early is fine: a 60 Hz display's ticks land either side of 1000 / fps.
    const slack = 2;
    let last = -Infinity;
    let id = requestAnimationFrame(function tick(now) {
      id = requestAnimationFrame(tick);
      const interval = 1000 / (busy(now, last) ? fps : idleFps) - slack;
      if (now - last < interval) return;
      last = now;
      invalidate();
    });
    return () => cancelAnimationFrame(id);
  }, [fps, idleFps, busy, invalidate]);
  return null;
}
