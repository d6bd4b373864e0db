import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { EDITOR_MODES, EDITOR_TEXTS } from '../../domain/editor/editor';
import { placeForEditor } from '../../domain/editor/placement';
import { Button } from '../../ui/Button';
import { useLayer } from '../../ui/layers';
import { clearEditRequest, setEditorOpen, useEventSession, useEventSessionStore } from '../session';
import type { FloorClick, WorldControls } from '../world';
import { AddLists } from './AddLists';
import type { GizmoMode } from './GizmoModes';
import { InstanceEditor } from './InstanceEditor';
import { NearList } from './NearList';
import { UndoRedo } from './UndoRedo';
import { useEditorScene } from './useEditorScene';
import { useRoomEditor } from './useRoomEditor';
import './editor.css';

interface RoomEditorPanelProps {
  eventId: string;
  roomId: string;
  /** The mounted world: the player's spot, floor clicks and the selection ring. */
  world: RefObject<WorldControls | null>;
  onClose: () => void;
}

const NOWHERE = { x: 0, y: 0, angle: 0 };

/** Staff only, so a chunk of its own: other editors never load it. */
const SaveTemplateForm = lazy(() => import('./SaveTemplateForm'));

/**
 * The 'Room editor' panel (reference): modes Add, Edit and Remove; in Add the 'Interactive' and
 * 'Scenery' lists with their counts; a Close button. It is not modal: the world stays usable,
 * and while a mode needs the floor, a click there places, selects or removes instead of
 * walking; in Edit the selected object has a gizmo to drag (useEditorScene). Every action also
 * has a button or a field, for keyboard and screen-reader users; Undo and Redo go back and
 * forth over this editor's edits. Staff also save the room as a template (SaveTemplateForm).
 */
export function RoomEditorPanel({ eventId, roomId, world, onClose }: RoomEditorPanelProps) {
  const editor = useRoomEditor(eventId, roomId);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const playerSpot = useCallback(() => world.current?.playerSpot() ?? NOWHERE, [world]);
  const { mode, choice, place, remove, select, instances } = editor;
  useLayer(panel, true, onClose);
  const [gizmo, setGizmo] = useState<GizmoMode>('move');
  const scene = useEditorScene(world, editor, mode, gizmo);

  // An object's own Edit button in the world (a portal's) asked for it: select it in Edit.
  const store = useEventSessionStore();
  const staff = useEventSession((s) => s.staff);
  const editRequest = useEventSession((s) => s.editRequest);
  const { setMode } = editor;
  // While the panel is open, automatic portals take nobody (an organiser setting one up
  // while standing in it stays): src/domain/objects/portals.ts autoEntry.
  useEffect(() => {
    setEditorOpen(store, true);
    return () => setEditorOpen(store, false);
  }, [store]);
  useEffect(() => {
    if (!editRequest || !instances) return;
    clearEditRequest(store);
    const target = instances.find((instance) => instance.id === editRequest);
    if (!target) return;
    setMode('edit');
    select(target);
  }, [editRequest, instances, store, setMode, select]);

  // Floor clicks: place the choice (Add), select (Edit) or remove (Remove) the nearest object.
  useEffect(() => {
    const controls = world.current;
    if (!controls) return;
    const objects = instances ?? [];
    const tool =
      mode === 'add'
        ? choice && ((click: FloorClick) => place(click.point))
        : (click: FloorClick) => {
            // The press that grabbed the gizmo is not a click on the floor.
            if (scene.getState().grabbing) return;
            const hit = click.pick(objects);
            if (!hit) return;
            if (mode === 'edit') select(hit);
            else remove(hit);
          };
    controls.setFloorTool(tool || null);
    return () => controls.setFloorTool(null);
  }, [world, mode, choice, place, remove, select, instances, scene]);

  // The ring follows the selected object (also when another editor moves it).
  const selected = editor.selected;
  useEffect(() => {
    const controls = world.current;
    controls?.setMarker(selected ? { x: selected.x, y: selected.y } : null);
    return () => controls?.setMarker(null);
  }, [world, selected]);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input:checked')?.focus();
  }, []);

  return (
    <section ref={panel} className="ui-panel room-editor" aria-labelledby={titleId}>
      <header className="room-editor__header">
        <h2 id={titleId}>{EDITOR_TEXTS.title}</h2>
        <Button variant="secondary" onClick={onClose}>
          {EDITOR_TEXTS.close}
        </Button>
      </header>
      <fieldset className="room-editor__modes">
        <legend className="visually-hidden">Mode</legend>
        {EDITOR_MODES.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name={`${titleId}-mode`}
              checked={mode === m}
              onChange={() => editor.setMode(m)}
            />
            {EDITOR_TEXTS.modes[m]}
          </label>
        ))}
      </fieldset>
      <p className="room-editor__hint">{EDITOR_TEXTS.hints[mode]}</p>
      <UndoRedo editor={editor} />
      <p className="room-editor__status" role="status">
        {editor.status?.text}
        {editor.status?.retry && (
          <button type="button" onClick={editor.status.retry}>
            {EDITOR_TEXTS.tryAgain}
          </button>
        )}
      </p>
      {editor.loadError && <p role="alert">{EDITOR_TEXTS.failed}</p>}
      {mode === 'add' && (
        // In front of the player, off the room's arrival points (issue 30 #10) and off the
        // objects already there.
        <AddLists
          editor={editor}
          onPlaceHere={() => place(placeForEditor(playerSpot(), instances ?? []))}
        />
      )}
      {mode === 'edit' && selected && (
        // Keyed by the object: another selection starts with no edits.
        <InstanceEditor
          key={selected.id}
          editor={editor}
          instance={selected}
          gizmo={gizmo}
          onGizmo={setGizmo}
        />
      )}
      {mode !== 'add' && (
        <NearList
          editor={editor}
          playerSpot={playerSpot}
          verb={mode === 'edit' ? 'Edit' : 'Remove'}
          onPick={mode === 'edit' ? select : remove}
        />
      )}
      {staff && (
        <Suspense fallback={null}>
          <SaveTemplateForm eventId={eventId} roomId={roomId} />
        </Suspense>
      )}
    </section>
  );
}
