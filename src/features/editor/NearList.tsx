import { useEffect, useId, useState } from 'react';
import { EDITOR_TEXTS, nearestInstances, type EditableInstance } from '../../domain/editor/editor';
import type { RoomEditor } from './useRoomEditor';

/**
 * The objects nearest the player, for keyboard and screen-reader users (and anyone who
 * prefers a list to aiming a click): each one a button that edits or removes it.
 */
export function NearList({
  editor,
  playerSpot,
  onPick,
  verb,
}: {
  editor: RoomEditor;
  playerSpot: () => { x: number; y: number };
  onPick: (instance: EditableInstance) => void;
  verb: 'Edit' | 'Remove';
}) {
  const headingId = useId();
  // Where the player stands is per-frame state: the list follows it once a second.
  const [spot, setSpot] = useState(playerSpot);
  useEffect(() => {
    const timer = setInterval(() => setSpot(playerSpot()), 1000);
    return () => clearInterval(timer);
  }, [playerSpot]);
  const near = nearestInstances(editor.instances ?? [], spot);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{EDITOR_TEXTS.nearYou}</h3>
      {near.length === 0 ? (
        <p>{EDITOR_TEXTS.nothingNear}</p>
      ) : (
        <ul className="room-editor__near">
          {near.map(({ instance, distance }) => (
            <li key={instance.id}>
              <button
                type="button"
                aria-pressed={verb === 'Edit' ? editor.selected?.id === instance.id : undefined}
                disabled={editor.busy}
                onClick={() => onPick(instance)}
              >
                {verb} {editor.nameOf(instance)}
              </button>
              <span className="room-editor__distance">{Math.round(distance)} m</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
