import { describe, expect, it } from 'vitest';
import type { ExtraObject } from './roomObjects';
import {
  addClockSample,
  clockSample,
  seekTarget,
  serverOffsetOf,
  sharedTimeAt,
  type SeekInput,
} from './videoSync';
import {
  canControlVideo,
  completionDueAt,
  isCompleted,
  screenAt,
  VIDEO,
  videoAreaOf,
  videoKey,
  videoOf,
  videoTitle,
  volumeAt,
  type VideoScreen,
} from './videos';
import { pointInside } from '../collision';

const object = (props: Record<string, unknown> = {}, angle = 0): ExtraObject => ({
  type: 'extra',
  kind: 'videoScreen',
  id: 's',
  x: 500,
  y: 500,
  angle,
  props,
});

describe('videoOf', () => {
  it('gives the reference defaults: no URL, paused, nobody directing, volume 50', () => {
    expect(videoOf(object())).toEqual({
      id: 's',
      x: 500,
      y: 500,
      angle: 0,
      url: '',
      playing: false,
      author: null,
      volume: 50,
      livestream: false,
      looping: false,
      completed: {},
    });
  });

  it('reads every key and ignores values of the wrong type or out of bounds', () => {
    const screen = videoOf(
      object({
        _videoUrl: ' https://example.com/a.mp4 ',
        _videoPlaying: true,
        _videoAuthor: 'u1',
        _videoVolume: 80,
        _videoLivestream: true,
        _videoLooping: true,
        _videoCompleted: { a: true, b: false, c: 'yes' },
      }),
    );
    expect(screen).toMatchObject({
      url: 'https://example.com/a.mp4',
      playing: true,
      author: 'u1',
      volume: 80,
      livestream: true,
      looping: true,
      completed: { a: true },
    });
    expect(
      videoOf(object({ _videoUrl: 3, _videoPlaying: 'yes', _videoVolume: 101, _videoAuthor: '' })),
    ).toMatchObject({ url: '', playing: false, volume: 50, author: null });
  });
});

describe('videoKey', () => {
  it('is the encoded URL: a valid document id (no slash) that says which URL it is', () => {
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s';
    expect(videoKey(url)).toBe(encodeURIComponent(url));
    expect(videoKey(url)).not.toContain('/');
    expect(decodeURIComponent(videoKey('/media/test-video.webm'))).toBe('/media/test-video.webm');
  });

  it('cuts an encoding past 1500 bytes and keeps different long URLs apart', () => {
    const long = (tail: string) => `https://example.com/${'%E2%98%83'.repeat(200)}${tail}`;
    const a = videoKey(long('a'));
    const b = videoKey(long('b'));
    expect(a.length).toBeLessThanOrEqual(1500);
    expect(a).not.toBe(b);
    expect(videoKey(long('a'))).toBe(a);
  });

  it('marks completion per URL', () => {
    const url = 'https://example.com/a.mp4';
    const screen = videoOf(object({ _videoUrl: url, _videoCompleted: { [videoKey(url)]: true } }));
    expect(isCompleted(screen)).toBe(true);
    expect(isCompleted({ ...screen, url: 'https://example.com/b.mp4' })).toBe(false);
  });
});

describe('sharedTimeAt', () => {
  const time = { value: 10, serverTs: 100_000, userTs: 99_000 };

  it('moves on with the server time passed since the write, by our clock corrected to the server', () => {
    // Our clock is 2 s behind the server's: at our 103 000 the server says 105 000.
    expect(sharedTimeAt(time, true, 103_000, 2000)).toBeCloseTo(15, 6);
  });

  it("uses the director's stamp while this client has no clock sample or the server has not stamped it", () => {
    expect(sharedTimeAt(time, true, 104_000, null)).toBeCloseTo(15, 6);
    expect(sharedTimeAt({ ...time, serverTs: null }, true, 104_000, 0)).toBeCloseTo(15, 6);
  });

  it('stays where it was written while paused, and never goes back before the written value', () => {
    expect(sharedTimeAt(time, false, 200_000, 0)).toBe(10);
    expect(sharedTimeAt(time, true, 90_000, 0)).toBe(10);
  });
});

describe('clock samples', () => {
  it('takes the server time minus ours from fresh data only', () => {
    const time = { value: 0, serverTs: 50_200, userTs: 50_000 };
    expect(clockSample(time, 50_400)).toBe(-200);
    expect(clockSample(time, 50_000 + VIDEO.recentDataMs + 1)).toBeNull();
    expect(clockSample({ ...time, serverTs: null }, 50_400)).toBeNull();
  });

  it('trusts the least delayed of the last eight samples', () => {
    let samples: number[] = [];
    for (const s of [-300, -120, -500, null, -250]) samples = addClockSample(samples, s);
    expect(samples).toEqual([-300, -120, -500, -250]);
    expect(serverOffsetOf(samples)).toBe(-120);
    expect(serverOffsetOf([])).toBeNull();
    for (let i = 0; i < 10; i++) samples = addClockSample(samples, -400 - i);
    expect(samples).toHaveLength(VIDEO.clockSamples);
    // -400 and -401 (and the earlier ones) have dropped out.
    expect(serverOffsetOf(samples)).toBe(-402);
  });
});

describe('seekTarget (the reference: seek unless livestream, within 3 s, or beyond the end)', () => {
  const base: SeekInput = {
    shared: 40,
    current: 30,
    duration: 120,
    livestream: false,
    looping: false,
    manual: false,
  };

  it('seeks to the shared time when more than 3 s away, either way', () => {
    expect(seekTarget(base)).toBe(40);
    expect(seekTarget({ ...base, current: 50 })).toBe(40);
    expect(seekTarget({ ...base, current: 36.9 })).toBe(40);
  });

  it('leaves a player within 3 s alone', () => {
    expect(seekTarget({ ...base, current: 37 })).toBeNull();
    expect(seekTarget({ ...base, current: 43 })).toBeNull();
    expect(seekTarget({ ...base, current: 40 })).toBeNull();
  });

  it('never seeks a livestream, nor a viewer in manual mode', () => {
    expect(seekTarget({ ...base, livestream: true })).toBeNull();
    expect(seekTarget({ ...base, manual: true })).toBeNull();
  });

  it('does not seek beyond the end, and seeks while the length is still unknown', () => {
    expect(seekTarget({ ...base, shared: 121 })).toBeNull();
    expect(seekTarget({ ...base, duration: NaN })).toBe(40);
    expect(seekTarget({ ...base, duration: Infinity })).toBe(40);
  });

  it('wraps a looping video round, and counts the end and the start as close', () => {
    expect(seekTarget({ ...base, looping: true, shared: 130, current: 0 })).toBe(10);
    expect(seekTarget({ ...base, looping: true, shared: 121, current: 119 })).toBeNull();
  });
});

describe('the area and volume by distance', () => {
  const screen: VideoScreen = { ...videoOf(object()), volume: 100 };

  it('is 17 m along the screen and 11 m deep, in front of it (angle 0 faces +y)', () => {
    const area = videoAreaOf(screen);
    expect(pointInside(area, 500, 509.9)).toBe(true);
    expect(pointInside(area, 500, 510.1)).toBe(false);
    expect(pointInside(area, 500, 499.1)).toBe(true);
    expect(pointInside(area, 500, 498.9)).toBe(false);
    expect(pointInside(area, 508.4, 505)).toBe(true);
    expect(pointInside(area, 508.6, 505)).toBe(false);
  });

  it('turns with the screen', () => {
    // Turned a quarter (angle pi/2): the screen faces +x.
    const area = videoAreaOf({ ...screen, angle: Math.PI / 2 });
    expect(pointInside(area, 509.9, 500)).toBe(true);
    expect(pointInside(area, 500, 509.9)).toBe(false);
  });

  it('finds the screen whose area the player is in, the nearest of two', () => {
    const other = { ...screen, id: 'o', y: 504 };
    expect(screenAt([screen, other], { x: 500, y: 506 })?.id).toBe('o');
    expect(screenAt([screen], { x: 500, y: 520 })).toBeNull();
  });

  it('is the screen volume near it, falls with distance, and is 0 outside the area', () => {
    expect(volumeAt(screen, { x: 500, y: 502 })).toBeCloseTo(1, 6);
    const mid = volumeAt(screen, { x: 500, y: 507 });
    expect(mid).toBeLessThan(1);
    expect(mid).toBeGreaterThan(VIDEO.farthestVolume);
    expect(volumeAt(screen, { x: 508.4, y: 509.9 })).toBeCloseTo(VIDEO.farthestVolume, 1);
    expect(volumeAt(screen, { x: 500, y: 511 })).toBe(0);
    expect(volumeAt({ ...screen, volume: 50 }, { x: 500, y: 502 })).toBeCloseTo(0.5, 6);
    expect(volumeAt(screen, { x: 500, y: 502 }, 0.5)).toBeCloseTo(0.5, 6);
    expect(volumeAt(screen, { x: 500, y: 502 }, 0)).toBe(0);
  });
});

describe('completionDueAt', () => {
  it('is 2.5 s after the end, and never for a looping video or a livestream', () => {
    const plain = { looping: false, livestream: false };
    expect(completionDueAt(10_000, plain)).toBe(12_500);
    expect(completionDueAt(null, plain)).toBeNull();
    expect(completionDueAt(10_000, { ...plain, looping: true })).toBeNull();
    expect(completionDueAt(10_000, { ...plain, livestream: true })).toBeNull();
  });
});

describe('canControlVideo', () => {
  it('lets video controllers, and everyone in the demo, play and change the video', () => {
    expect(canControlVideo({ videoController: true }, false)).toBe(true);
    expect(canControlVideo({ videoController: false }, true)).toBe(true);
    expect(canControlVideo({ videoController: false }, false)).toBe(false);
  });
});

describe('videoTitle', () => {
  it("is the file's name, else the site", () => {
    expect(videoTitle('/media/test-video.webm')).toBe('test-video.webm');
    expect(videoTitle('https://cdn.example.com/talks/My%20talk.mp4?t=3')).toBe('My talk.mp4');
    expect(videoTitle('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('youtube.com');
    expect(videoTitle('https://vimeo.com/76979871')).toBe('vimeo.com');
    expect(videoTitle('')).toBe('');
  });
});
