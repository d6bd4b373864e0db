import { describe, expect, it } from 'vitest';
import { roomOfSegment, roomPath } from './roomUrls';

describe('room URLs', () => {
  it('names the main room by the event alone and others by id', () => {
    expect(roomPath({ demo: false, slug: 'fest', roomId: '_main' })).toBe('/event/fest');
    expect(roomPath({ demo: false, slug: 'fest', roomId: 'hall 2' })).toBe('/event/fest/hall%202');
    expect(roomOfSegment(false, undefined)).toBe('_main');
    expect(roomOfSegment(false, 'hall 2')).toBe('hall 2');
  });

  it('reads a segment that cannot be a room id as the main room', () => {
    expect(roomOfSegment(false, '../../x')).toBe('_main');
    expect(roomOfSegment(false, 'a/b')).toBe('_main');
    expect(roomOfSegment(true, '..')).toBe('demo');
  });

  it('keeps the demo routes: /demo, /demo/editor and /demo/{roomId}', () => {
    expect(roomPath({ demo: true, slug: 'demo', roomId: 'demo' })).toBe('/demo');
    expect(roomPath({ demo: true, slug: 'demo', roomId: 'demoEditorRoom' })).toBe('/demo/editor');
    expect(roomPath({ demo: true, slug: 'demo', roomId: 'demoSecondRoom' })).toBe(
      '/demo/demoSecondRoom',
    );
    expect(roomOfSegment(true, undefined)).toBe('demo');
    expect(roomOfSegment(true, 'editor')).toBe('demoEditorRoom');
    expect(roomOfSegment(true, 'demoSecondRoom')).toBe('demoSecondRoom');
  });

  it('round-trips every room', () => {
    for (const [demo, roomId] of [
      [false, '_main'],
      [false, 'abc'],
      [true, 'demo'],
      [true, 'demoEditorRoom'],
      [true, 'demoSecondRoom'],
    ] as const) {
      const segment = roomPath({ demo, slug: 's', roomId }).split('/')[demo ? 2 : 3];
      expect(roomOfSegment(demo, segment && decodeURIComponent(segment))).toBe(roomId);
    }
  });
});
