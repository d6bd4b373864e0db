import { updateDoc } from 'firebase/firestore';
import { paths } from './paths';

/**
 * Sets some props of a placed object (a banner's _imageUrl, say) and nothing else: each key
 * by its own field path, so the object's place and other props stay as another editor left
 * them. firestore.rules decide who may (room editors; video controllers a screen's playback).
 */
export async function setInstanceProps(
  eventId: string,
  roomId: string,
  instanceId: string,
  props: Record<string, string | number | boolean | null>,
): Promise<void> {
  const fields = Object.fromEntries(
    Object.entries(props).map(([key, value]) => [`props.${key}`, value]),
  );
  await updateDoc(paths.instance(eventId, roomId, instanceId), fields);
}
