import { boxCollider, pointInside, type BoxCollider } from '../collision';
import { propOf, VIDEO_KEYS } from './objectProps';
import type { ExtraObject } from './roomObjects';

export { videoTitle } from './videoTitle';

/**
 * Video screens (reference): what plays (_videoUrl), whether it plays (_videoPlaying) and who
 * directs it (_videoAuthor) are stored on the object; the director's playback time lives in
 * events/{e}/videos/{key} as currentTime {value, serverTs, userTs}. Everyone else follows it:
 * the pure decisions of that are here (seek or not, the shared time now, volume by distance,
 * completion), the players and Firestore in features/objects/video and src/data/videos.ts.
 */
export const VIDEO = {
  /** The director writes the playback time this often. */
  writeIntervalMs: 2500,
  /** A video is marked completed this long after it ends. */
  completionDelayMs: 2500,
  /** Viewers within this many seconds of the shared time are not seeked. */
  seekToleranceS: 3,
  /**
   * A playback time that reaches a viewer within this long of the director's write (by the
   * director's clock) is fresh: it also tells the viewer how the server's clock stands to its
   * own. Older data (a queued write delivered after a reconnection) is not a clock sample.
   */
  recentDataMs: 3000,
  /** The screen's frame in pixels: the player is laid out at this size, then projected. */
  frame: { width: 1080, height: 720 },
  /**
   * The screen in the world, metres: 4.8 m wide, 3:2 like the frame, its lower edge 0.4 m up.
   * Not taller: the camera looks down on the player from behind at about 40 degrees, so from
   * a few metres in front a screen whose top is above about 4 m leaves the view.
   */
  screen: { width: 4.8, height: 3.2, bottom: 0.4 },
  /** The area sensor (reference): 17 m along the screen, 11 m deep, 1 m of it behind. */
  area: { width: 17, depth: 11, behind: 1 },
  /** Volume is full within this distance of the screen... */
  fullVolumeWithinM: 3,
  /** ...and falls to this fraction at the area's farthest point (0 outside the area). */
  farthestVolume: 0.25,
  /** How many clock samples (server time minus local time) are kept. */
  clockSamples: 8,
} as const;

export const VIDEO_TEXT = {
  region: 'Video screen',
  enterUrl: 'Enter video URL',
  editUrl: 'Edit video URL',
  urlLabel: 'Video URL',
  urlHint: 'A YouTube, Vimeo or Twitch link, or a video file (https://.../talk.mp4).',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  edit: 'Edit',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  volume: 'Volume',
  focus: 'Focus video',
  unfocus: 'Back to the room',
  manual: 'Manual mode',
  noVideo: 'No video yet.',
  playing: 'Playing',
  paused: 'Paused',
  completed: 'Finished',
  /** The state line while this viewer's player cannot play the video (the alert says why). */
  cannotPlayState: 'Cannot play',
  /** Over a finished video's screen: not a black rectangle for those who arrive later. */
  finishedOnScreen: 'This video has finished.',
  livestream: 'Live',
  cannotPlay:
    'This URL cannot be played here. Use a YouTube, Vimeo or Twitch link or a video file.',
  failed: 'The video could not be loaded.',
  saveFailed: 'Could not save the video URL. Try again.',
  controlFailed: 'Could not change the video. Try again.',
  noControl: 'Only video controllers can start or change this video.',
} as const;

export interface VideoScreen {
  id: string;
  x: number;
  y: number;
  angle: number;
  url: string;
  playing: boolean;
  /** The director: who last pressed play or pause (null: nobody yet). */
  author: string | null;
  /** 0..100 (reference default 50), before distance. */
  volume: number;
  livestream: boolean;
  looping: boolean;
  /** Keys (videoKey) of the URLs that have played to their end. */
  completed: Readonly<Record<string, true>>;
}

/** A screen from its stored object; wrong types read as nothing stored (the rules check too). */
export function videoOf(object: ExtraObject): VideoScreen {
  const { props } = object;
  const url = props[VIDEO_KEYS.url];
  const author = props[VIDEO_KEYS.author];
  const completed = props[VIDEO_KEYS.completed];
  return {
    id: object.id,
    x: object.x,
    y: object.y,
    angle: object.angle,
    url: typeof url === 'string' ? url.trim() : '',
    playing: props[VIDEO_KEYS.playing] === true,
    author: typeof author === 'string' && author !== '' ? author : null,
    volume: Number(propOf('videoScreen', props, VIDEO_KEYS.volume)),
    livestream: propOf('videoScreen', props, VIDEO_KEYS.livestream) === true,
    looping: propOf('videoScreen', props, VIDEO_KEYS.looping) === true,
    completed: completedKeys(completed),
  };
}

function completedKeys(value: unknown): Record<string, true> {
  if (typeof value !== 'object' || value === null) return {};
  const keys: Record<string, true> = {};
  for (const [key, done] of Object.entries(value)) if (done === true) keys[key] = true;
  return keys;
}

/** Firestore's limit on a document id (and a map key's field name), in bytes. */
const DOCUMENT_ID_MAX = 1500;

/** 32-bit FNV-1a, in hex: a short, stable tail for keys that must be cut. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key of a URL's playback record and completion entry: the URL encoded (no '/', so a valid
 * document id; never '.', '..' or '__x__', since a URL starts with 'http' or '/'). An encoding
 * past Firestore's 1500 bytes is cut and ends with a hash of the whole URL.
 */
export function videoKey(url: string): string {
  const encoded = encodeURIComponent(url.trim());
  if (encoded.length <= DOCUMENT_ID_MAX) return encoded;
  return `${encoded.slice(0, DOCUMENT_ID_MAX - 9)}~${fnv1a(url.trim())}`;
}

export function isCompleted(screen: VideoScreen): boolean {
  return screen.url !== '' && screen.completed[videoKey(screen.url)] === true;
}

/** The screen's area sensor: 17 m along the screen, 11 m deep, mostly in front of it. */
export function videoAreaOf(screen: Pick<VideoScreen, 'x' | 'y' | 'angle'>): BoxCollider {
  // The screen faces its local +z, which is (sin, cos) on the floor (three.js Euler(0, a, 0)).
  const forward = VIDEO.area.depth / 2 - VIDEO.area.behind;
  return boxCollider(
    screen.x + Math.sin(screen.angle) * forward,
    screen.y + Math.cos(screen.angle) * forward,
    screen.angle,
    VIDEO.area.width / 2,
    VIDEO.area.depth / 2,
  );
}

/** The screen whose area the player stands in (the nearest of several), or null. */
export function screenAt<T extends VideoScreen>(
  screens: readonly T[],
  player: { x: number; y: number },
): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const screen of screens) {
    if (!pointInside(videoAreaOf(screen), player.x, player.y)) continue;
    const distance = Math.hypot(screen.x - player.x, screen.y - player.y);
    if (distance < bestDistance) {
      best = screen;
      bestDistance = distance;
    }
  }
  return best;
}

/** The farthest a point of the area lies from the screen's centre. */
const FARTHEST_M = Math.hypot(VIDEO.area.width / 2, VIDEO.area.depth - VIDEO.area.behind);

/**
 * The player's volume (0..1) for a screen: its _videoVolume, full within 3 m of the screen and
 * falling linearly to a quarter at the area's farthest point; 0 outside the area. The viewer's
 * own slider and mute apply on top (`personal`, 0..1).
 */
export function volumeAt(
  screen: Pick<VideoScreen, 'x' | 'y' | 'angle' | 'volume'>,
  player: { x: number; y: number },
  personal = 1,
): number {
  if (!pointInside(videoAreaOf(screen), player.x, player.y)) return 0;
  const distance = Math.hypot(screen.x - player.x, screen.y - player.y);
  const t = Math.min(
    1,
    Math.max(0, (distance - VIDEO.fullVolumeWithinM) / (FARTHEST_M - VIDEO.fullVolumeWithinM)),
  );
  const byDistance = 1 - (1 - VIDEO.farthestVolume) * t;
  return (screen.volume / 100) * byDistance * Math.min(1, Math.max(0, personal));
}

/**
 * When the director marks a video completed: 2.5 s after it ended (a looping video or a
 * livestream never completes), or null when not due at all.
 */
export function completionDueAt(
  endedAtMs: number | null,
  screen: Pick<VideoScreen, 'looping' | 'livestream'>,
): number | null {
  if (endedAtMs === null || screen.looping || screen.livestream) return null;
  return endedAtMs + VIDEO.completionDelayMs;
}

/** Who may start, pause and change the video (reference): video controllers, and everyone in the demo. */
export function canControlVideo(roles: { videoController: boolean }, demo: boolean): boolean {
  return demo || roles.videoController;
}
