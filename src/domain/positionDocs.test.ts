import { describe, expect, it } from 'vitest';
import {
  cellCentre,
  decodePeople,
  encodePeople,
  peopleByCell,
  positionFields,
  readPositionRecord,
  recordsOfSnapshot,
} from './positionDocs';

const person = (uid: string, x: number, y: number) =>
  readPositionRecord(
    uid,
    {
      ...positionFields({ x, y, angle: 0 }, 1000, {
        name: uid,
        animal: 'fox',
        muted: false,
        reaction: '',
        hand: uid === 'b',
      }),
    },
    5,
  );

describe('cell snapshots', () => {
  it('groups people by the cell their coordinates are in, with what readers draw', () => {
    const cells = peopleByCell([
      person('a', 512, 512),
      person('b', 600, 512),
      person('c', 520, 500),
    ]);
    expect([...cells.keys()].sort()).toEqual(['8_8', '9_8']);
    expect(Object.keys(cells.get('8_8')!).sort()).toEqual(['a', 'c']);
    expect(cells.get('9_8')!.b).toEqual({
      x: 600,
      y: 512,
      angle: 0,
      name: 'b',
      animal: 'fox',
      muted: false,
      reaction: '',
      hand: true,
      t: 5,
    });
  });

  it('keeps at most the cap per cell, those nearest its centre', () => {
    expect(cellCentre('8_8')).toEqual({ x: 512, y: 512 });
    const crowd = Array.from({ length: 100 }, (_, i) => person(`p${i}`, 512 + i * 0.3, 512));
    const kept = Object.keys(peopleByCell(crowd, 10).get('8_8')!);
    expect(kept.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}`).sort());
  });

  it('packs a cell into one string and reads it back; malformed text reads as nobody', () => {
    const cells = peopleByCell([person('a', 512.25, 511.5), person('b', 520, 500)]);
    const packed = encodePeople(cells.get('8_8')!);
    expect(decodePeople(packed)).toEqual(cells.get('8_8'));
    expect(recordsOfSnapshot({ t: 9, people: packed }).map((r) => [r.uid, r.hand])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(decodePeople('{oops')).toEqual({});
    // A snapshot packed before hands existed (nine entries) reads as no hand.
    expect(decodePeople('[["u",1,2,0,"a",0,"U","fox","",1]]').u?.hand).toBe(true);
    expect(decodePeople('[["u",1,2,0,"a",0,"U","fox",""]]').u?.hand).toBe(false);
    expect(decodePeople(42)).toEqual({});
    expect(decodePeople('[[1,2]]')).toEqual({});
  });

  it('reads a snapshot packed before hands existed as no hand raised', () => {
    const before = JSON.stringify([['a', 1, 2, 0, 'z', 0, 'A', 'fox', '']]);
    expect(decodePeople(before).a?.hand).toBe(false);
  });
});
