import { describe, expect, it } from 'vitest';
import { CHANNEL_ID_ERROR } from '../objects/objectProps';
import {
  changedProps,
  draftDiffers,
  editsAfterSave,
  propsDraft,
  propsOfDraft,
  withEdits,
} from './propDrafts';

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
    // Only the edited field: fields not stored yet are read with their defaults everywhere,
    // and writing them would overwrite another editor's change to them.
    expect(changedProps('roomPortal', edited, stored)).toEqual({
      '_roomPortal-access': 'automatic',
    });
  });

  it("keeps this editor's edits over another editor's change to other fields", () => {
    const edits = { _width: '9' };
    // Another editor stores a new depth: shown, and the width typed here stays.
    const after = { _width: 5, _height: 7 };
    const shown = withEdits(propsDraft('channelZone', after), edits);
    expect(shown).toMatchObject({ _width: '9', _height: '7' });
    expect(changedProps('channelZone', shown, after)).toEqual({ _width: 9 });
    // With nothing edited here, nothing is written: the other editor's depth is not put back.
    expect(
      changedProps('channelZone', withEdits(propsDraft('channelZone', after), {}), after),
    ).toEqual({});
  });

  it('drops the saved edits after a save, keeping one typed meanwhile', () => {
    const typed: Record<string, string> = { _width: '9', _label: 'a' };
    expect(editsAfterSave(typed, { _width: '9', _label: 'b' })).toEqual({ _label: 'a' });
    expect(editsAfterSave({ _width: '9' }, { _width: '9' })).toEqual({});
  });

  it("bounds the new sizes: a sign's minimums, a zone's maximum, a channel id's form", () => {
    const sign = propsDraft('signPost', {});
    expect(sign).toMatchObject({ '_signPost-radius': '2.5', _width: '5', _height: '5' });
    const small = { ...sign, _width: '1', _height: '0.2', '_signPost-radius': '99' };
    expect(propsOfDraft('signPost', small, {})).toMatchObject({
      props: { _width: 4, _height: 1.5, '_signPost-radius': 20 },
    });
    const zone = { ...propsDraft('channelZone', {}), _width: '500' };
    expect(propsOfDraft('channelZone', zone, {})).toMatchObject({ props: { _width: 100 } });
    const shared = { ...zone, _channelId: ' booth-1 ' };
    expect(propsOfDraft('channelZone', shared, {})).toMatchObject({
      props: { _channelId: 'booth-1' },
    });
    expect(propsOfDraft('channelZone', { ...zone, _channelId: 'a/b' }, {})).toEqual({
      error: CHANNEL_ID_ERROR,
    });
    expect(propsDraft('stage', { _width: 12 })).toEqual({ _width: '12', _height: '5' });
  });
});
