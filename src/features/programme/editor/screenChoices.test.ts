import { describe, expect, it } from 'vitest';
import type { RoomObject } from '../../../domain/objects/roomObjects';
import { PROGRAMME_EDITOR_TEXT } from './editorText';
import { screenChoices } from './screenChoices';

const screen = (id: string, x: number, y: number, url = ''): RoomObject => ({
  type: 'extra',
  kind: 'videoScreen',
  id,
  x,
  y,
  angle: 0,
  props: url ? { _videoUrl: url } : {},
});

describe('screenChoices', () => {
  it('numbers the video screens north to south, then west to east, named by their video', () => {
    const banner: RoomObject = { ...screen('b', 0, 0), kind: 'imageBanner' } as RoomObject;
    const choices = screenChoices(
      [
        screen('z', 10, 5, 'https://example.com/talks/opening.mp4'),
        banner,
        screen('a', 20, 1),
        screen('m', 3, 5, 'https://www.youtube.com/watch?v=x'),
      ],
      PROGRAMME_EDITOR_TEXT.screen,
    );
    expect(choices).toEqual([
      { id: 'a', label: 'Screen 1' },
      { id: 'm', label: 'Screen 2 (youtube.com)' },
      { id: 'z', label: 'Screen 3 (opening.mp4)' },
    ]);
  });
});
