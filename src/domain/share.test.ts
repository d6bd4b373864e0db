import { describe, expect, it } from 'vitest';
import {
  audienceLine,
  browserCanShare,
  busyLine,
  canShareScreen,
  inSight,
  SHARE,
  shareAudience,
  sightBand,
  waitingLine,
} from './share';

describe('who may share, and where', () => {
  it('video controllers and room editors may; nobody else', () => {
    expect(canShareScreen(true, false)).toBe(true);
    expect(canShareScreen(false, true)).toBe(true);
    expect(canShareScreen(false, false)).toBe(false);
  });

  it('a browser without getDisplayMedia (a phone) cannot', () => {
    expect(browserCanShare({ getDisplayMedia: () => undefined })).toBe(true);
    expect(browserCanShare({})).toBe(false);
    expect(browserCanShare(undefined)).toBe(false);
  });
});

describe('a viewer in sight of a shared screen', () => {
  it('starts within the sight radius and lets go only beyond the release distance', () => {
    expect(sightBand(SHARE.sightRadius)).toBe('in');
    expect(sightBand(SHARE.sightRadius + 0.1)).toBe('edge');
    expect(sightBand(SHARE.sightRelease)).toBe('edge');
    expect(sightBand(SHARE.sightRelease + 0.1)).toBe('out');
    expect(inSight('in', false)).toBe(true);
    expect(inSight('edge', false)).toBe(false);
    expect(inSight('edge', true)).toBe(true);
    expect(inSight('out', true)).toBe(false);
  });
});

describe('the p2p share budget', () => {
  const asked = (entries: [string, number][]) => new Map(entries);

  it('serves the first to ask, up to the budget; the rest wait in the order they asked', () => {
    const audience = shareAudience(
      asked([
        ['c', 3],
        ['a', 1],
        ['d', 4],
        ['b', 2],
      ]),
      new Set(),
      2,
    );
    expect(audience).toEqual({ admitted: ['a', 'b'], waiting: ['c', 'd'] });
  });

  it('keeps those served when an earlier asker comes back; a freed place goes to the next', () => {
    expect(
      shareAudience(
        asked([
          ['late', 9],
          ['early', 1],
        ]),
        new Set(['late']),
        1,
      ),
    ).toEqual({
      admitted: ['late'],
      waiting: ['early'],
    });
    // 'late' left (its bye removed it from the askers): 'early' gets the place.
    expect(shareAudience(asked([['early', 1]]), new Set(), 1).admitted).toEqual(['early']);
  });

  it('uses SHARE.p2pViewers by default', () => {
    const many = asked(Array.from({ length: 20 }, (_, i) => [`v${i}`, i] as [string, number]));
    expect(shareAudience(many, new Set()).admitted).toHaveLength(SHARE.p2pViewers);
  });
});

describe('what people read', () => {
  it('tells a second sharer who shares, and a waiting viewer where they stand', () => {
    expect(busyLine('Ann')).toBe('Ann is already sharing on this screen: one share at a time.');
    expect(waitingLine(1, 0)).toBe(
      '1 person sees this share, as many as one browser can send to; you are number 1 in line for a place.',
    );
    expect(waitingLine(4, 2)).toContain('4 people see this share');
    expect(waitingLine(4, 2)).toContain('number 3 in line');
  });

  it("counts the sharer's audience", () => {
    expect(audienceLine(0, 0)).toBe('0 people see it.');
    expect(audienceLine(1, 1)).toBe('1 person sees it; 1 more waits for a place.');
    expect(audienceLine(4, 3)).toBe('4 people see it; 3 more wait for a place.');
  });
});
