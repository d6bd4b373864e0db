import { describe, expect, it } from 'vitest';
import {
  templateInstanceOf,
  templateLabel,
  templateNameSchema,
  TEMPLATE_TEXTS,
} from './roomTemplates';

describe('room templates', () => {
  it("keeps an object's placement and lasting props, not its channel or playback", () => {
    expect(
      templateInstanceOf({
        assetId: 'videoScreen',
        assetType: 'interactive',
        x: 500.25,
        y: 12,
        angle: 1.5,
        created: { seconds: 1 },
        props: {
          _videoUrl: '/media/a.webm',
          _videoPlaying: true,
          _videoAuthor: 'u1',
          _videoCompleted: { a: true },
          _videoVolume: 30,
          _channelId: 'zone-1',
          _width: 6,
        },
      }),
    ).toEqual({
      assetId: 'videoScreen',
      assetType: 'interactive',
      x: 500.25,
      y: 12,
      angle: 1.5,
      props: { _videoUrl: '/media/a.webm', _videoVolume: 30, _width: 6 },
    });
  });

  it('reads malformed instances as harmless ones', () => {
    expect(templateInstanceOf({ x: 'far', props: [1] })).toEqual({
      assetId: '',
      assetType: 'scenery',
      x: 0,
      y: 0,
      angle: 0,
      props: {},
    });
  });

  it('names: required, at most 48 characters, trimmed', () => {
    expect(templateNameSchema.safeParse('  Hall ').data).toBe('Hall');
    expect(templateNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      TEMPLATE_TEXTS.nameRequired,
    );
    expect(templateNameSchema.safeParse('x'.repeat(49)).error?.issues[0]?.message).toBe(
      TEMPLATE_TEXTS.nameTooLong,
    );
  });

  it('labels a template by its name and id', () => {
    expect(templateLabel({ id: 'default', name: 'Main' })).toBe('Main (default)');
    expect(templateLabel({ id: 'abc', name: '' })).toBe('abc');
    expect(TEMPLATE_TEXTS.saved('Hall', 1)).toBe('Saved template Hall (1 object).');
  });
});
