import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { generateChannelAndAssignToAsset } from '../../data/callables';
import {
  addInstance,
  loadMenuAssets,
  removeInstance,
  updateInstanceFields,
} from '../../data/instanceWrites';
import { watchRoomInstances } from '../../data/roomInstances';
import { changeOf, type InstanceFields } from '../../domain/editor/editHistory';
import {
  EDITOR_TEXTS,
  INTERACTIVE_CATALOGUE,
  newInstance,
  type EditableInstance,
  type EditorMode,
} from '../../domain/editor/editor';
import { sceneryFor } from '../../domain/editor/editorLists';
import { defaultProps } from '../../domain/objects/objectProps';
import { useEventSession } from '../session';
import { useEditHistory } from './useEditHistory';

/** An entry of the Add lists: what a click on the floor places. */
export interface EditorChoice {
  assetType: 'interactive' | 'scenery';
  assetId: string;
  name: string;
  /** A scenery asset's snapshot, shown beside its name. */
  thumbnail?: string | null;
}

/** The last thing done, said in the panel's status line (Undo and Redo are beside it). */
export interface EditorStatus {
  text: string;
  /** What failed half-way can be tried again (a channel zone's channel). */
  retry?: () => void;
}

/**
 * The room editor's state: the room's objects (live), the lists of what can be added, the
 * mode, the choice (Add) and the selection (Edit), and the writes. Every write reports its
 * outcome in `status`; a failed one says so and changes nothing locally (the listener shows
 * only what was stored). Every stored edit is remembered for Undo (useEditHistory).
 */
export function useRoomEditor(eventId: string, roomId: string) {
  const [instances, setInstances] = useState<EditableInstance[] | null>(null);
  const [scenery, setScenery] = useState<EditorChoice[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mode, setModeState] = useState<EditorMode>('add');
  const [choice, setChoice] = useState<EditorChoice | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [status, setStatus] = useState<EditorStatus | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => watchRoomInstances(eventId, roomId, 'all', setInstances, (e) => setLoadError(e.message)),
    [eventId, roomId],
  );
  // Site admins (staff) are also offered admin-only types and unlisted scenery (editorLists.ts).
  const staff = useEventSession((s) => s.staff);
  useEffect(() => {
    let live = true;
    loadMenuAssets(staff).then(
      (assets) => {
        if (live) {
          setScenery(
            sceneryFor(assets, staff).map((a) => ({ assetType: 'scenery' as const, ...a })),
          );
        }
      },
      (e: unknown) => live && setLoadError(String(e)),
    );
    return () => {
      live = false;
    };
  }, [staff]);

  // The latest instances for callbacks that run later (an undone addition as it is now).
  const latest = useRef(instances);
  latest.current = instances;
  const currentOf = useCallback((id: string) => latest.current?.find((i) => i.id === id), []);

  const interactive = useMemo<EditorChoice[]>(
    () =>
      INTERACTIVE_CATALOGUE.map((c) => ({
        ...c,
        assetType: 'interactive',
        assetId: c.type,
      })),
    [],
  );
  // Objects already placed are named from the whole catalogue and the scenery list.
  const nameOf = useCallback(
    (instance: EditableInstance) =>
      [
        ...INTERACTIVE_CATALOGUE.map((c) => ({ ...c, assetType: 'interactive', assetId: c.type })),
        ...(scenery ?? []),
      ].find((c) => c.assetType === instance.assetType && c.assetId === instance.assetId)?.name ??
      instance.assetId,
    [scenery],
  );

  /** Runs a write, says what is under way and then its outcome; nothing else on failure. */
  const run = useCallback(async (write: () => Promise<EditorStatus>, pending: string) => {
    setBusy(true);
    setStatus({ text: pending });
    try {
      setStatus(await write());
      return true;
    } catch {
      setStatus({ text: EDITOR_TEXTS.failed });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const history = useEditHistory(eventId, roomId, run, currentOf);
  const { remember } = history;

  /**
   * A channel zone gets a channel of its own from the server; when the call fails (the server
   * unreachable, say) the status says so and offers to try again. Until then the zone's channel
   * is its instance id (voice/conference.ts), so the zone works meanwhile.
   */
  const assignChannel = useCallback(
    async (id: string, name: string, done: string): Promise<EditorStatus> => {
      const outcome = await generateChannelAndAssignToAsset({
        eventId,
        roomId,
        assetType: 'interactive',
        assetId: id,
      });
      if (outcome.ok) return { text: done };
      return {
        text: `${EDITOR_TEXTS.channelFailed} ${outcome.message}`,
        retry: () =>
          void run(
            () => assignChannel(id, name, `${name} has its channel.`),
            EDITOR_TEXTS.makingChannel,
          ),
      };
    },
    [eventId, roomId, run],
  );

  /** A zone's 'New channel' (the instance editor's channel field says busy and failure). */
  const freshChannel = useCallback(
    async (instance: EditableInstance) => {
      const outcome = await generateChannelAndAssignToAsset({
        eventId,
        roomId,
        assetType: 'interactive',
        assetId: instance.id,
        fresh: true,
      });
      return outcome.ok
        ? { ok: true as const, channelId: outcome.data.channelId }
        : { ok: false as const, message: outcome.message };
    },
    [eventId, roomId],
  );

  const place = useCallback(
    (at: { x: number; y: number }) => {
      if (!choice) return;
      const placed = choice;
      // One choice, one object: left armed, a later click on the floor added a silent copy.
      setChoice(null);
      void run(async () => {
        const fresh = newInstance(placed, at, defaultProps(placed.assetId));
        const id = await addInstance(eventId, roomId, fresh);
        remember({ kind: 'add', name: placed.name, instance: { id, ...fresh } });
        const done = `Placed ${placed.name}.`;
        if (placed.assetType === 'interactive' && placed.assetId === 'channelZone') {
          return assignChannel(id, placed.name, done);
        }
        return { text: done };
      }, `Placing ${placed.name}...`);
    },
    [assignChannel, choice, eventId, roomId, run, remember],
  );

  const remove = useCallback(
    (instance: EditableInstance) => {
      const name = nameOf(instance);
      if (selectedId === instance.id) setSelectedId(null);
      void run(async () => {
        await removeInstance(eventId, roomId, instance.id);
        remember({ kind: 'remove', name, instance });
        return { text: `Removed ${name}.` };
      }, `Removing ${name}...`);
    },
    [eventId, roomId, nameOf, run, selectedId, remember],
  );

  /**
   * Stores the fields of `next` that change the object, and nothing else (another editor's
   * change to other fields stays): the instance editor's Save changes ('Saved'), the gizmo's
   * drag end ('Moved'). Resolves with whether it was stored.
   */
  const change = useCallback(
    (instance: EditableInstance, next: InstanceFields, done: 'Saved' | 'Moved') => {
      const name = nameOf(instance);
      const edit = changeOf(instance, name, next);
      if (!edit) return Promise.resolve(true);
      return run(
        async () => {
          await updateInstanceFields(eventId, roomId, instance.id, edit.after);
          remember(edit);
          return { text: `${done} ${name}.` };
        },
        done === 'Saved' ? EDITOR_TEXTS.saving : `Moving ${name}...`,
      );
    },
    [eventId, roomId, nameOf, run, remember],
  );

  const save = useCallback(
    (instance: EditableInstance, next: InstanceFields) => change(instance, next, 'Saved'),
    [change],
  );
  const move = useCallback(
    (instance: EditableInstance, next: InstanceFields) => change(instance, next, 'Moved'),
    [change],
  );

  // Leaving Add clears the choice (reference); leaving Edit clears the selection.
  const setMode = useCallback((next: EditorMode) => {
    setModeState(next);
    if (next !== 'add') setChoice(null);
    if (next !== 'edit') setSelectedId(null);
  }, []);

  const selected = instances?.find((i) => i.id === selectedId) ?? null;
  return {
    eventId,
    instances,
    interactive,
    scenery,
    loadError,
    mode,
    setMode,
    choice,
    setChoice,
    selected,
    select: (instance: EditableInstance | null) => setSelectedId(instance?.id ?? null),
    nameOf,
    place,
    remove,
    save,
    move,
    freshChannel,
    history,
    status,
    busy,
  };
}

export type RoomEditor = ReturnType<typeof useRoomEditor>;
