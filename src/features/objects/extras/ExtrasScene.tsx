import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { EXTRA_OBJECT_TYPES } from './registry';

/** The extra objects' models, each type drawing its own (inside the r3f Canvas). */
export function ExtrasScene({ objects }: { objects: readonly ExtraObject[] }) {
  return (
    <>
      {EXTRA_OBJECT_TYPES.map(({ name, Models }) => (
        <Models key={name} objects={objects} />
      ))}
    </>
  );
}
