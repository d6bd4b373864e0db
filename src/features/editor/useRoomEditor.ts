import { useCallback, useEffect, useMemo, useState } from 'react';
import { generateChannelAndAssignToAsset } from '../../data/callables';
import {
  addInstance,
  loadMenuAssets,
  removeInstance,
  restoreInstance,
  updateInstance,
  watchRoomInstances,
} from '../../data/roomInstances';
import {
  EDITOR_TEXTS,
  INTERACTIVE_CATALOGUE,
  newInstance,
  type EditableInstance,
  type EditorMode,
} from '../../domain/editor';
import { defaultProps } from '../../domain/objectProps';

/** An entry of the Add lists: what a click on the floor places. */
export interface EditorChoice {
  assetType: 'interactive' | 'scenery';
  assetId: string;
  name: string;
}

/** The last thing done, said in the panel's status line; a removal can be undone. */
export interface EditorStatus {
  text: string;
  undo?: () => void;
  /** What failed half-way can be tried again (a channel zone's channel). */
  retry?: () => void;
}

/**
 * The room editor's state: the room's objects (live), the lists of what can be added, the
 * mode, the choice (Add) and the selection (Edit), and the writes. Every write reports its
 * outcome in `status`; a failed one says so and changes nothing locally (the listener shows
 * only what was stored).
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
  useEffect(() => {
    let live = true;
    loadMenuAssets().then(
      (assets) => {
        if (live) {
          setScenery(
            assets.map((a) => ({ assetType: 'scenery' as const, assetId: a.id, name: a.name })),
          );
        }
      },
      (e: unknown) => live && setLoadError(String(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  const interactive = useMemo<EditorChoice[]>(
    () => INTERACTIVE_CATALOGUE.map((c) => ({ ...c, assetType: 'interactive', assetId: c.type })),
    [],
  );
  const nameOf = useCallback(
    (instance: EditableInstance) =>
      [...interactive, ...(scenery ?? [])].find(
        (c) => c.assetType === instance.assetType && c.assetId === instance.assetId,
      )?.name ?? instance.assetId,
    [interactive, scenery],
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

  const place = useCallback(
    (at: { x: number; y: number }) => {
      if (!choice) return;
      const placed = choice;
      void run(async () => {
        const defaults = defaultProps(placed.assetId);
        const id = await addInstance(eventId, roomId, newInstance(placed, at, defaults));
        const done = `Placed ${placed.name}.`;
        if (placed.assetType === 'interactive' && placed.assetId === 'channelZone') {
          return assignChannel(id, placed.name, done);
        }
        return { text: done };
      }, `Placing ${placed.name}...`);
    },
    [assignChannel, choice, eventId, roomId, run],
  );

  const remove = useCallback(
    (instance: EditableInstance) => {
      const name = nameOf(instance);
      if (selectedId === instance.id) setSelectedId(null);
      void run(async () => {
        await removeInstance(eventId, roomId, instance.id);
        return {
          text: `Removed ${name}.`,
          undo: () =>
            void run(async () => {
              await restoreInstance(eventId, roomId, instance);
              return { text: `Put ${name} back.` };
            }, `Putting ${name} back...`),
        };
      }, `Removing ${name}...`);
    },
    [eventId, roomId, nameOf, run, selectedId],
  );

  const save = useCallback(
    (
      instance: EditableInstance,
      placement: { x: number; y: number; angle: number },
      props?: Record<string, string | number | boolean>,
    ) =>
      run(async () => {
        await updateInstance(eventId, roomId, instance.id, placement, props);
        return { text: `Saved ${nameOf(instance)}.` };
      }, EDITOR_TEXTS.saving),
    [eventId, roomId, nameOf, run],
  );

  // Leaving Add clears the choice (reference); leaving Edit clears the selection.
  const setMode = useCallback((next: EditorMode) => {
    setModeState(next);
    if (next !== 'add') setChoice(null);
    if (next !== 'edit') setSelectedId(null);
  }, []);

  const selected = instances?.find((i) => i.id === selectedId) ?? null;
  return {
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
    status,
    busy,
  };
}

export type RoomEditor = ReturnType<typeof useRoomEditor>;
