import { useEffect, useState } from 'react';
import { MINIMAP, mapSpan, stepZoom, toMapPoint, zoomToFit } from '../../domain/minimap';
import type { InteractiveType, RoomObject } from '../../domain/objects/roomObjects';
import { isStale } from '../../domain/presence';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { WorldState } from './worldState';

const SIZE_PX = 360;
const OBJECT_LABEL: Record<InteractiveType, string> = {
  stage: 'Stage',
  channelZone: 'Audio zone',
  signPost: 'Sign post',
  roomPortal: 'Portal',
  roomEntrance: 'Entrance',
  videoScreen: 'Video screen',
  imageBanner: 'Image',
  npc: 'Guide',
};

interface Dot {
  id: string;
  name: string;
  x: number;
  y: number;
}

/** Everyone this client knows in the room (not only the 40 drawn), fresh ones only. */
function knownPeople(state: WorldState): Dot[] {
  const now = Date.now();
  return [...state.remotes.values()]
    .filter((remote) => !isStale(remote.seenAt, now))
    .map(({ id, name, x, y }) => ({ id, name, x, y }));
}

/**
 * The map overlay: people and objects around the player, zoom 1x to 5x (it opens at the
 * closest zoom that keeps the furthest of them on the map). A click on the map or Escape
 * closes it.
 */
export function MinimapDialog({
  state,
  objects,
  onClose,
}: {
  state: WorldState;
  objects: readonly RoomObject[];
  onClose: () => void;
}) {
  const [people, setPeople] = useState(() => knownPeople(state));
  const [zoom, setZoom] = useState(() => zoomToFit(state.player, [...objects, ...people]));
  const [centre, setCentre] = useState({ x: state.player.x, y: state.player.y });
  useEffect(() => {
    const timer = setInterval(() => {
      setPeople(knownPeople(state));
      setCentre({ x: state.player.x, y: state.player.y });
    }, 500);
    return () => clearInterval(timer);
  }, [state]);

  const scale = SIZE_PX / mapSpan(zoom);
  const at = (point: { x: number; y: number }) => toMapPoint(centre, point, zoom, SIZE_PX);
  const summary = `Map at ${zoom}x: you, ${people.length} ${people.length === 1 ? 'person' : 'people'} and ${objects.length} ${objects.length === 1 ? 'object' : 'objects'}.`;

  return (
    <Modal title="Map" onClose={onClose}>
      <div className="minimap__zoom" role="group" aria-label="Map zoom">
        <Button
          variant="secondary"
          onClick={() => setZoom(stepZoom(zoom, -1))}
          disabled={zoom <= MINIMAP.minZoom}
        >
          Zoom out
        </Button>
        <span aria-live="polite">{zoom}x</span>
        <Button
          variant="secondary"
          onClick={() => setZoom(stepZoom(zoom, 1))}
          disabled={zoom >= MINIMAP.maxZoom}
        >
          Zoom in
        </Button>
      </div>
      <svg
        className="minimap"
        width={SIZE_PX}
        height={SIZE_PX}
        viewBox={`0 0 ${SIZE_PX} ${SIZE_PX}`}
        role="img"
        aria-label={summary}
        onClick={onClose}
      >
        <rect width={SIZE_PX} height={SIZE_PX} className="minimap__floor" />
        {objects.map((object) => {
          const p = at(object);
          if (!p) return null;
          const w = object.type === 'channelZone' ? (object.width || 5) * scale : 8;
          const h = object.type === 'channelZone' ? (object.height || 5) * scale : 8;
          return (
            <rect
              key={object.id}
              className={`minimap__object minimap__object--${object.type}`}
              x={p.x - w / 2}
              y={p.y - h / 2}
              width={Math.max(w, 4)}
              height={Math.max(h, 4)}
            >
              <title>{OBJECT_LABEL[object.type === 'extra' ? object.kind : object.type]}</title>
            </rect>
          );
        })}
        {people.map((person) => {
          const p = at(person);
          return p ? (
            <circle key={person.id} className="minimap__person" cx={p.x} cy={p.y} r={4}>
              <title>{person.name}</title>
            </circle>
          ) : null;
        })}
        <circle className="minimap__me" cx={SIZE_PX / 2} cy={SIZE_PX / 2} r={6}>
          <title>You</title>
        </circle>
      </svg>
      <p className="minimap__hint">Click the map or press Escape to close it.</p>
    </Modal>
  );
}
