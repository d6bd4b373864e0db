import { useId } from 'react';
import { EDITOR_TEXTS } from '../../domain/editor/editor';
import { useEventSession } from '../session';
import type { EditorChoice, RoomEditor } from './useRoomEditor';

/** One of the Add lists ('Interactive', 'Scenery') with its count; a choice is a toggle. */
function ChoiceList({
  title,
  choices,
  editor,
}: {
  title: string;
  choices: readonly EditorChoice[] | null;
  editor: RoomEditor;
}) {
  const headingId = useId();
  const chosen = (c: EditorChoice) =>
    editor.choice?.assetType === c.assetType && editor.choice.assetId === c.assetId;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} ({choices?.length ?? '...'})
      </h3>
      {choices === null ? (
        <p role="status">Loading...</p>
      ) : (
        <ul className="room-editor__choices">
          {choices.map((c) => (
            <li key={`${c.assetType}/${c.assetId}`}>
              <button
                type="button"
                aria-pressed={chosen(c)}
                onClick={() => editor.setChoice(chosen(c) ? null : c)}
              >
                {c.thumbnail && (
                  <img
                    className="room-editor__thumbnail"
                    src={c.thumbnail}
                    alt=""
                    width={32}
                    height={32}
                  />
                )}
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Add mode: choose an object, then click the floor, or place it where the player stands. */
export function AddLists({ editor, onPlaceHere }: { editor: RoomEditor; onPlaceHere: () => void }) {
  const staff = useEventSession((s) => s.staff);
  return (
    <>
      <ChoiceList title={EDITOR_TEXTS.interactive} choices={editor.interactive} editor={editor} />
      <ChoiceList title={EDITOR_TEXTS.scenery} choices={editor.scenery} editor={editor} />
      {/* Site staff create scenery (reference: the Create button, site admin only); the
          staff page opens beside the world, so the editor stays where it is. */}
      {staff && (
        <a href="/admin/assets/new" target="_blank" rel="noopener">
          Create asset (new tab)
        </a>
      )}
      <button
        type="button"
        className="room-editor__place"
        disabled={!editor.choice || editor.busy}
        onClick={onPlaceHere}
      >
        {EDITOR_TEXTS.placeHere}
      </button>
    </>
  );
}
