import { useEffect, useState, type RefObject } from 'react';
import type { WorldControls } from '../world';

const NONE: ReadonlySet<string> = new Set();
/** How often the world is asked while the list is open (a hand is news for a person, not a frame). */
const READ_EVERY_MS = 500;

/**
 * Who has a hand raised, as the world knows it from the positions of the people around (the
 * world's state lives outside React, so it is read on a timer while the attendees list is open):
 * the list marks them without reading the room's hands, which only the stage's people may.
 */
export function useRaisedHands(
  world: RefObject<Pick<WorldControls, 'raisedHands'> | null> | undefined,
): ReadonlySet<string> {
  const [raised, setRaised] = useState(NONE);
  useEffect(() => {
    if (!world) return;
    const check = () => {
      const now = world.current?.raisedHands() ?? [];
      setRaised((before) =>
        now.length === before.size && now.every((id) => before.has(id)) ? before : new Set(now),
      );
    };
    check();
    const timer = setInterval(check, READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [world]);
  return raised;
}
