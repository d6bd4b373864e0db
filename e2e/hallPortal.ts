import { roomDoc } from '../src/domain/protocol/paths';
import { adminDb } from './support';

/** The main room's portal to the hall, and the hall's entrance for arrivals from the main room. */
export const PORTAL = { x: 520, y: 512 };
export const ENTRANCE = { x: 500, y: 530 };

const instance = (assetId: string, at: { x: number; y: number }, props: object) => ({
  assetId,
  assetType: 'interactive',
  ...at,
  angle: 0,
  created: 0,
  props,
});

/**
 * A second room, 'Poster hall' (id 'hall', with `capacity` when given), a click-to-enter portal
 * to it in the main room at PORTAL, and the hall's entrance for arrivals from the main room at
 * ENTRANCE: the set the travel, programme and capacity specs walk through.
 */
export async function furnishHall(eventId: string, hall: { capacity?: number } = {}) {
  const db = adminDb();
  await db.doc(roomDoc(eventId, 'hall')).set({
    name: 'Poster hall',
    audioAttenuation: null,
    audioRolloff: null,
    ...(hall.capacity === undefined ? {} : { capacity: hall.capacity }),
  });
  await db.doc(`${roomDoc(eventId, '_main')}/instances/portal`).set(
    instance('roomPortal', PORTAL, {
      '_roomPortal-destination': 'hall',
      '_roomPortal-access': 'click-to-enter',
      '_roomPortal-radius': 2.5,
    }),
  );
  await db
    .doc(`${roomDoc(eventId, 'hall')}/instances/entrance`)
    .set(instance('roomEntrance', ENTRANCE, { '_roomEntrance-source': '_main' }));
}
