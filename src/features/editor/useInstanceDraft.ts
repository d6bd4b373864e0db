import { useState } from 'react';
import {
  draftOf,
  placementChanged,
  placementOf,
  type EditableInstance,
  type PlacementDraft,
} from '../../domain/editor/editor';
import type { InstanceFields } from '../../domain/editor/editHistory';
import {
  changedProps,
  draftDiffers,
  editsAfterSave,
  propsDraft,
  propsOfDraft,
  withEdits,
  type DraftEdits,
  type PropDraft,
} from '../../domain/editor/propDrafts';
import { dragEndFields } from './dragEnd';

/** What Save changes stores, and the edits it stores (dropped once it is stored). */
export interface DraftSave {
  fields: InstanceFields;
  saved: { props: DraftEdits<PropDraft>; placement: DraftEdits<PlacementDraft> };
}

/**
 * The instance editor's form state: only what this editor typed, over what is stored. So every
 * field it did not touch shows the stored value live (another editor's change appears at once),
 * its own unsaved edits of other fields stay, and a save writes only the fields it changes.
 */
export function useInstanceDraft(type: string, instance: EditableInstance) {
  const [propEdits, setPropEdits] = useState<DraftEdits<PropDraft>>({});
  const [placeEdits, setPlaceEdits] = useState<DraftEdits<PlacementDraft>>({});
  const props = withEdits(propsDraft(type, instance.props), propEdits);
  const placement = withEdits(draftOf(instance), placeEdits);
  const parsed = propsOfDraft(type, props, instance.props);
  const error = 'error' in parsed ? parsed.error : null;
  const changed =
    placementChanged(placement, instance) || draftDiffers(type, props, instance.props);

  /** The fields a save writes: the changed props and the placement fields that move. */
  const toSave = (): DraftSave => {
    const placed = placementOf(placement, instance);
    const pose = { x: placed.x, z: placed.y, rotationY: placed.angle };
    return {
      fields: {
        ...dragEndFields(instance, pose),
        props: changedProps(type, props, instance.props),
      },
      saved: { props: propEdits, placement: placeEdits },
    };
  };
  /** After a stored save: its edits give way to what is stored. */
  const saved = ({ saved: edits }: DraftSave) => {
    setPropEdits((now) => editsAfterSave(now, edits.props));
    setPlaceEdits((now) => editsAfterSave(now, edits.placement));
  };
  return {
    props,
    placement,
    error,
    changed,
    setProp: (key: string, value: string | boolean) =>
      setPropEdits((now) => ({ ...now, [key]: value })),
    setPlacement: (key: keyof PlacementDraft, value: string) =>
      setPlaceEdits((now) => ({ ...now, [key]: value })),
    toSave,
    saved,
  };
}
