import { describe, expect, it } from 'vitest';
import { changedProps, draftDiffers, propsDraft, propsOfDraft } from './propDrafts';

describe('property drafts', () => {
  it('shows stored values, and defaults for missing or broken ones', () => {
    expect(
      propsDraft('roomPortal', { '_roomPortal-radius': 4, '_roomPortal-access': 'nope' }),
    ).toEqual({
      '_roomPortal-destination': '_main',
      '_roomPortal-access': 'click-to-enter',
      '_roomPortal-label': 'visible',
      '_roomPortal-range': 'visible',
      '_roomPortal-radius': '4',
    });
    expect(propsDraft('npc', {})).toMatchObject({
      _autoProgress: true,
      _alwaysVisible: false,
      _talkRange: '8',
    });
  });

  it('keeps the previous number for empty or non-numeric text, clamps and rounds the rest', () => {
    const stored = { _videoVolume: 30 };
    const draft = (volume: string) => ({
      ...propsDraft('videoScreen', stored),
      _videoVolume: volume,
    });
    expect(propsOfDraft('videoScreen', draft('abc'), stored)).toMatchObject({
      props: { _videoVolume: 30 },
    });
    expect(propsOfDraft('videoScreen', draft(''), stored)).toMatchObject({
      props: { _videoVolume: 30 },
    });
    expect(propsOfDraft('videoScreen', draft('150'), stored)).toMatchObject({
      props: { _videoVolume: 100 },
    });
    expect(propsOfDraft('videoScreen', draft('42.6'), stored)).toMatchObject({
      props: { _videoVolume: 43 },
    });
  });

  it('refuses text over its length and URLs that are not http(s) or a path of the app', () => {
    const npc = { ...propsDraft('npc', {}), _label: 'x'.repeat(51) };
    expect(propsOfDraft('npc', npc, {})).toEqual({ error: 'Name is at most 50 characters.' });
    const image = { ...propsDraft('imageBanner', {}), _imageUrl: 'javascript:alert(1)' };
    expect(propsOfDraft('imageBanner', image, {})).toEqual({
      error: 'Enter a URL that starts with https:// or http://.',
    });
    const ok = { ...propsDraft('imageBanner', {}), _imageUrl: ' https://x.example/a.png ' };
    expect(propsOfDraft('imageBanner', ok, {})).toMatchObject({
      props: { _imageUrl: 'https://x.example/a.png' },
    });
  });

  it('says which props a save changes, and whether anything was edited', () => {
    const stored = { '_roomPortal-destination': 'hall', '_roomPortal-radius': 2.5 };
    const draft = propsDraft('roomPortal', stored);
    expect(draftDiffers('roomPortal', draft, stored)).toBe(false);
    const edited = { ...draft, '_roomPortal-access': 'automatic' };
    expect(draftDiffers('roomPortal', edited, stored)).toBe(true);
    expect(changedProps('roomPortal', edited, stored)).toEqual({
      '_roomPortal-access': 'automatic',
      // Not stored yet: saved with its default, so every client reads the same.
      '_roomPortal-label': 'visible',
      '_roomPortal-range': 'visible',
    });
  });
});
