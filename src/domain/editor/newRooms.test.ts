import { describe, expect, it } from 'vitest';
import { portalOf, portalAt } from '../objects/portals';
import { DEFAULT_ROOM_SLUG, returnPortalOf, roomSlug } from './newRooms';
import { SPAWN } from '../constants';

describe('a new room id (its URL segment)', () => {
  it('is the slug of its name, letters of every script kept', () => {
    expect(roomSlug('Poster hall', [])).toBe('poster-hall');
    expect(roomSlug('Café Ñandú', [])).toBe('cafe-nandu');
    expect(roomSlug('مؤتمر الربيع', [])).toBe('مؤتمر-الربيع');
    expect(roomSlug('会議室 2', [])).toBe('会議室-2');
  });

  it('falls back to a default when the name leaves nothing, and avoids reserved segments', () => {
    expect(roomSlug('!!!', [])).toBe(DEFAULT_ROOM_SLUG);
    expect(roomSlug('Editor', [])).toBe('editor-2');
    expect(roomSlug('Insights', [])).toBe('insights-2');
  });

  it('is unique within the event, within the slug length', () => {
    expect(roomSlug('Poster hall', ['_main', 'poster-hall'])).toBe('poster-hall-2');
    expect(roomSlug('Poster hall', ['poster-hall', 'poster-hall-2'])).toBe('poster-hall-3');
    expect(roomSlug('?', ['room'])).toBe('room-2');
    const long = 'a'.repeat(48);
    const next = roomSlug(long, [long]);
    expect(next).toBe(`${'a'.repeat(46)}-2`);
    expect(next.length).toBeLessThanOrEqual(48);
  });
});

describe('the portal back to the room a new room was made from', () => {
  it('leads to the origin room, with the portal defaults', () => {
    const portal = returnPortalOf('_main', []);
    expect(portal).toMatchObject({
      assetId: 'roomPortal',
      assetType: 'interactive',
      props: {
        '_roomPortal-destination': '_main',
        '_roomPortal-access': 'click-to-enter',
        '_roomPortal-radius': 2.5,
        '_roomPortal-label': 'visible',
      },
    });
  });

  it('stands near the spawn, but no arrival there lands inside it', () => {
    const portal = returnPortalOf('_main', []);
    const fromCentre = Math.hypot(portal.x - 512, portal.y - 512);
    expect(fromCentre).toBeLessThanOrEqual(12);
    // North of it, where the camera (which always looks north) shows it on arrival.
    expect(portal.y).toBeLessThan(512);
    // The spawn point nearest to it (the disc's edge on its side) is outside its radius.
    const nearest = {
      x: 512 + ((portal.x - 512) / fromCentre) * SPAWN.maxRadius,
      y: 512 + ((portal.y - 512) / fromCentre) * SPAWN.maxRadius,
    };
    expect(portalAt([portalOfInstance(portal)], nearest)).toBeNull();
  });

  it('stands near the entrance for arrivals from the origin room, off it and off objects', () => {
    const instances = [
      { assetId: 'roomEntrance', x: 300, y: 300, props: { '_roomEntrance-source': 'hall' } },
      { assetId: 'roomEntrance', x: 700, y: 700, props: {} },
      { assetId: 'tree', x: 300, y: 305 },
    ];
    const portal = returnPortalOf('hall', instances);
    const fromEntrance = Math.hypot(portal.x - 300, portal.y - 300);
    expect(fromEntrance).toBeGreaterThan(2.5);
    expect(fromEntrance).toBeLessThanOrEqual(6);
    expect(Math.hypot(portal.x - 300, portal.y - 305)).toBeGreaterThanOrEqual(3);
    // From another room: the '_default' entrance.
    const other = returnPortalOf('_main', instances);
    expect(Math.hypot(other.x - 700, other.y - 700)).toBeLessThanOrEqual(6);
  });

  it('stays on the floor at its edge', () => {
    const portal = returnPortalOf('_main', [
      { assetId: 'roomEntrance', x: 1024, y: 1024, props: {} },
    ]);
    expect(portal.x).toBeLessThanOrEqual(1023);
    expect(portal.y).toBeLessThanOrEqual(1023);
  });
});

function portalOfInstance(instance: ReturnType<typeof returnPortalOf>) {
  return portalOf({ ...instance, type: 'extra', kind: 'roomPortal', id: 'back' });
}
