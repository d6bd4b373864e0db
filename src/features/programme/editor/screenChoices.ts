import type { RoomObject } from '../../../domain/objects/roomObjects';
import { VIDEO_KEYS } from '../../../domain/objects/mediaProps';
import { videoTitle } from '../../../domain/objects/videoTitle';

/** A video screen a session may name, as the form's Screen list shows it. */
export interface ScreenChoice {
  id: string;
  /** 'Screen 1 (talk.mp4)', 'Screen 2': numbered in a stable order, with its video if any. */
  label: string;
}

/**
 * The room's video screens, numbered by where they stand (north to south, then west to east,
 * then by id), so the numbers do not change between openings or between organisers. Screens
 * have no name of their own; the video they show, when set, tells them apart.
 */
export function screenChoices(
  objects: readonly RoomObject[],
  label: (n: number, video: string) => string,
): ScreenChoice[] {
  // The URL as videos.ts reads it (not imported: it brings the screens' colliders, which the
  // walk path holds, into this chunk, and the bundler then splits them off the world's).
  const screens = objects.flatMap((object) => {
    if (object.type !== 'extra' || object.kind !== 'videoScreen') return [];
    const url = object.props[VIDEO_KEYS.url];
    return [{ id: object.id, x: object.x, y: object.y, url: typeof url === 'string' ? url : '' }];
  });
  screens.sort((a, b) => a.y - b.y || a.x - b.x || a.id.localeCompare(b.id));
  return screens.map((screen, i) => ({
    id: screen.id,
    label: label(i + 1, videoTitle(screen.url)),
  }));
}
