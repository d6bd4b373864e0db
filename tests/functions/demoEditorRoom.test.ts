// demo-restoreEditorRoom: /demo/editor, the room every demo visitor may edit, returns to its
// template once nobody has stood in it for DEMO_EDITOR_RESET.emptyForMs; never while someone is
// in it. Run through the functions emulator as Cloud Scheduler calls it, on the seeded demo.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_EDITOR_RESET,
  DEMO_EDITOR_ROOM_ID,
  DEMO_EVENT_ID,
  PRESENCE,
} from '../../src/domain/constants';
import { adminDb, closeClients } from './support/emulators';
import { scheduledTriggerUrl } from './support/scheduled';

const room = adminDb.doc(`events/${DEMO_EVENT_ID}/rooms/${DEMO_EDITOR_ROOM_ID}`);
const marker = adminDb.doc(`events/${DEMO_EVENT_ID}/restricted/editorRoomReset`);
const visitor = room.collection('positions').doc('visitor');

afterAll(async () => {
  await visitor.delete();
  await closeClients();
});

/** The room's objects by id, as {x, y, assetId}. */
async function objectsOfRoom() {
  const snap = await room.collection('instances').get();
  return Object.fromEntries(
    snap.docs.map((doc) => [
      doc.id,
      { x: doc.get('x'), y: doc.get('y'), assetId: doc.get('assetId') },
    ]),
  );
}

/** The template's objects in the same shape. */
async function objectsOfTemplate() {
  const template = await adminDb.doc(`templates/${DEMO_EDITOR_RESET.templateId}`).get();
  const instances = template.get('instances') as Record<
    string,
    { x: number; y: number; assetId: string }
  >;
  return Object.fromEntries(
    Object.entries(instances).map(([id, i]) => [id, { x: i.x, y: i.y, assetId: i.assetId }]),
  );
}

/** A visitor's mess: one object moved, one added. */
async function mess(): Promise<string> {
  const [first] = (await room.collection('instances').limit(1).get()).docs;
  await first!.ref.update({ x: 1, y: 1 });
  const added = await room.collection('instances').add({ ...first!.data(), x: 7, y: 7 });
  return added.id;
}

const runCheck = async () => {
  const response = await fetch(await scheduledTriggerUrl('demo-restoreEditorRoom'), {
    method: 'POST',
  });
  expect(response.status).toBe(200);
};

const emptyFor = (ms: number) =>
  marker.set({ emptySince: Timestamp.fromMillis(Date.now() - ms), restoredFor: null });

beforeEach(async () => {
  await visitor.delete();
  await marker.delete();
});

describe("the demo editor room's return to its template", () => {
  it('restores the template once the room has been empty for the whole wait, and only once', async () => {
    const added = await mess();
    await emptyFor(DEMO_EDITOR_RESET.emptyForMs + 1_000);
    await runCheck();
    const restored = await objectsOfRoom();
    expect(restored).toEqual(await objectsOfTemplate());
    expect(restored[added]).toBeUndefined();

    // The same spell of emptiness: a second check leaves the room alone.
    const again = await mess();
    await runCheck();
    expect((await objectsOfRoom())[again]).toBeDefined();
  });

  it('starts counting when it finds the room empty, and waits the whole time', async () => {
    const added = await mess();
    await runCheck();
    const since = (await marker.get()).get('emptySince') as Timestamp;
    expect(Math.abs(since.toMillis() - Date.now())).toBeLessThan(30_000);
    await emptyFor(DEMO_EDITOR_RESET.emptyForMs - 60_000);
    await runCheck();
    expect((await objectsOfRoom())[added]).toBeDefined();
  });

  it('never touches the room while someone stands in it, and forgets the empty spell', async () => {
    const added = await mess();
    await emptyFor(DEMO_EDITOR_RESET.emptyForMs + 1_000);
    await visitor.set({ x: 500, y: 500, t: FieldValue.serverTimestamp(), name: 'Visitor' });
    await runCheck();
    expect((await objectsOfRoom())[added]).toBeDefined();
    expect((await marker.get()).get('emptySince')).toBeNull();
  });

  it("counts a ghost's stale position as nobody", async () => {
    const added = await mess();
    await emptyFor(DEMO_EDITOR_RESET.emptyForMs + 1_000);
    await visitor.set({
      x: 500,
      y: 500,
      t: Timestamp.fromMillis(Date.now() - PRESENCE.staleAfterMs - 60_000),
      name: 'Ghost',
    });
    await runCheck();
    expect((await objectsOfRoom())[added]).toBeUndefined();
  });
});
