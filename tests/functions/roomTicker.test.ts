// The positions functions through the emulators: the head count kept by the create/delete
// triggers, the switch to dense with hysteresis, and the room ticker's cell snapshots (started
// by the trigger, ended when the room is sparse again), and a mode that follows the count when
// an arrival's and a departure's triggers interleave.
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { POSITION_SYNC } from '../../src/domain/constants';
import { decodePeople, positionFields } from '../../src/domain/positionDocs';
import { countPosition } from '../../functions/src/positions/roomPresence';
import { runRoomTicker } from '../../functions/src/positions/roomTicker';
// The functions' own admin instance: their FieldValue.increment belongs to it, not to ours.
import { db as functionsDb } from '../../functions/src/shared/admin';
import { adminDb, unique } from './support/emulators';
import { until } from './support/until';

const ROOM = 'hall';

function room(eventId: string) {
  const positions = adminDb.collection(`events/${eventId}/rooms/${ROOM}/positions`);
  const mode = adminDb.doc(`events/${eventId}/roomPresence/${ROOM}`);
  const counter = adminDb.doc(`events/${eventId}/roomCounts/${ROOM}`);
  const cells = adminDb.collection(`events/${eventId}/rooms/${ROOM}/cells`);
  const place = (uid: string, x: number, y: number) =>
    positions.doc(uid).set({
      ...positionFields({ x, y, angle: 0 }, 1000, {
        name: uid,
        animal: 'fox',
        muted: false,
        reaction: '',
        // A raised hand travels in the snapshots as on the position (one person wears one).
        hand: uid === 'p1',
      }),
      t: FieldValue.serverTimestamp(),
    });
  /**
   * The head count and the mode readers see, in one object. The count first, then the mode in
   * one read: a trigger writes the mode before the count, so a count read is never newer than
   * the mode read after it (two reads of the mode once saw it missing, then written).
   */
  const readPresence = async () => {
    const count = (await counter.get()).get('count') as number | undefined;
    const presence = await mode.get();
    return {
      fast: presence.get('fast') as boolean | undefined,
      dense: presence.get('dense') as boolean | undefined,
      count,
    };
  };
  const readCell = async (id: string) => ({
    people: decodePeople((await cells.doc(id).get()).get('people')),
  });
  return { positions, cells, place, readPresence, readCell };
}

describe('room head count and dense-room ticker', () => {
  it('counts people in and out, snapshots dense rooms by cell, and stops when sparse', async () => {
    const eventId = unique('ticker');
    const r = room(eventId);
    const ids = Array.from({ length: POSITION_SYNC.denseFromUsers }, (_, i) => `p${i}`);
    await Promise.all(ids.slice(0, -1).map((id, i) => r.place(id, 505 + (i % 10), 505)));
    const sparse = await until(r.readPresence, (p) => p.count === ids.length - 1);
    expect(sparse).toMatchObject({ dense: false, fast: false });
    expect((await r.cells.get()).size).toBe(0);

    await r.place(ids.at(-1)!, 900, 100); // the 40th, far away in cell 14_2
    await until(r.readPresence, (p) => p.dense === true);
    const centre = await until(
      () => r.readCell('8_8'),
      (cell) => Object.keys(cell?.people ?? {}).length === ids.length - 1,
    );
    expect(centre.people.p0).toMatchObject({
      x: 505,
      y: 505,
      name: 'p0',
      animal: 'fox',
      hand: false,
    });
    expect(centre.people.p1).toMatchObject({ name: 'p1', hand: true });
    expect(Object.keys((await r.readCell('14_2')).people)).toEqual(['p39']);

    // A move reaches the snapshot within a beat or two.
    await r.place('p0', 530, 530);
    await until(
      () => r.readCell('8_8'),
      (cell) => cell.people.p0?.x === 530,
    );

    // Down to 31 the room stays dense (hysteresis); at 30 it is sparse and the cells go.
    await Promise.all(ids.slice(0, 9).map((id) => r.positions.doc(id).delete()));
    await until(r.readPresence, (p) => p.count === 31);
    expect((await r.readPresence()).dense).toBe(true);
    await r.positions.doc(ids[9]!).delete();
    await until(r.readPresence, (p) => p.count === 30 && p.dense === false);
    await until(
      async () => (await r.cells.get()).size,
      (size) => size === 0,
    );
  }, 90_000);

  it("runs one ticker per room: a run finds another's live lease and does nothing; a lapsed lease is taken over", async () => {
    const eventId = unique('lease');
    await adminDb.doc(`events/${eventId}/roomPresence/${ROOM}`).set({ fast: false, dense: true });
    await adminDb.doc(`events/${eventId}/roomCounts/${ROOM}`).set({ count: 50 });
    const lease = adminDb.doc(`events/${eventId}/roomTickers/${ROOM}`);
    const options = { runId: 'b', runMs: 1000, beatMs: 250 };

    await lease.set({ runId: 'a', leaseUntil: Date.now() + 60_000 });
    expect(await runRoomTicker(adminDb, eventId, ROOM, options)).toMatchObject({
      ran: false,
      beats: 0,
    });
    expect((await lease.get()).get('runId')).toBe('a');

    // Run 'a' crashed: once its lease lapses, the next run takes the room over.
    await lease.set({ runId: 'a', leaseUntil: Date.now() - 1 });
    const took = await runRoomTicker(adminDb, eventId, ROOM, options);
    expect(took.ran).toBe(true);
    // The room has no positions, so the exact count (0) makes it sparse and the run stops,
    // giving the lease up.
    expect(took.continued).toBe(false);
    expect((await lease.get()).get('runId')).toBe('');
  }, 30_000);

  it('a departure that counted the room before an arrival does not leave it in its stale mode', async () => {
    // One person leaves while another arrives: the departure's trigger counts the room (0),
    // then the arrival's counts it (1: 'fast', already the mode), then the departure writes the
    // mode of its count, 0: 'slow'. It must count again and set 'fast'. The counts are given
    // here (no position documents, so no emulated trigger takes part); the modes are stored.
    const eventId = unique('race');
    const mode = adminDb.doc(`events/${eventId}/roomPresence/${ROOM}`);
    await mode.set({ fast: true, dense: false });
    let people = 0;
    let arrived = false;
    const countingAs = (afterCount: () => Promise<void>) =>
      new Proxy(functionsDb, {
        get(target, key) {
          if (key !== 'collection') return Reflect.get(target, key, target) as unknown;
          return (path: string) => {
            if (!path.endsWith('/positions')) return target.collection(path);
            const get = async () => {
              const count = people;
              await afterCount();
              return { data: () => ({ count }) };
            };
            return { count: () => ({ get }) };
          };
        },
      }) as typeof functionsDb;
    const arrivalDb = countingAs(async () => undefined);
    const departureDb = countingAs(async () => {
      if (arrived) return;
      arrived = true;
      people = 1;
      await countPosition(arrivalDb, eventId, ROOM, Date.now());
    });

    await countPosition(departureDb, eventId, ROOM, Date.now());
    expect(arrived).toBe(true);
    expect((await mode.get()).data()).toEqual({ fast: true, dense: false });
    expect((await adminDb.doc(`events/${eventId}/roomCounts/${ROOM}`).get()).get('count')).toBe(1);
  }, 30_000);

  it("the head count is the room's position documents, whatever was stored before", async () => {
    // A count that had drifted (the demo room's stood at 14 with nobody in it) heals at the
    // next arrival: one person alone writes at the fast interval.
    const eventId = unique('drift');
    const r = room(eventId);
    await adminDb.doc(`events/${eventId}/roomCounts/${ROOM}`).set({ count: 14 });
    await adminDb.doc(`events/${eventId}/roomPresence/${ROOM}`).set({ fast: false, dense: false });
    await r.place('solo', 512, 512);
    expect(await until(r.readPresence, (p) => p.count === 1)).toMatchObject({ fast: true });
  }, 30_000);

  it('an unchanged head count is not written again (portals and attendees panels listen to it)', async () => {
    const eventId = unique('still');
    const counter = adminDb.doc(`events/${eventId}/roomCounts/${ROOM}`);
    await adminDb.doc(`events/${eventId}/rooms/${ROOM}/positions/p1`).set({ x: 1, y: 1 });
    await countPosition(adminDb, eventId, ROOM, Date.now());
    const first = await counter.get();
    expect(first.get('count')).toBe(1);
    await countPosition(adminDb, eventId, ROOM, Date.now());
    expect((await counter.get()).updateTime?.isEqual(first.updateTime!)).toBe(true);
    await adminDb.doc(`events/${eventId}/rooms/${ROOM}/positions/p2`).set({ x: 2, y: 2 });
    await countPosition(adminDb, eventId, ROOM, Date.now());
    expect((await counter.get()).get('count')).toBe(2);
  }, 30_000);
});
