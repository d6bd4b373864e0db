import { describe, expect, it } from 'vitest';
import { HIDDEN_MARK, sceneryFor } from './editorLists';

const ASSETS = [
  { id: 'tree', name: 'Oak tree', listInMenu: true, thumbnail: '/t.png' },
  { id: 'secret', name: 'Backstage crate', listInMenu: false },
  { id: 'old', name: 'Bench' },
];

describe('the Add lists by who edits', () => {
  it("shows unlisted scenery to staff marked '(Hidden)' and to nobody else", () => {
    expect(sceneryFor(ASSETS, true)).toEqual([
      { assetId: 'secret', name: `Backstage crate ${HIDDEN_MARK}`, thumbnail: null },
      { assetId: 'old', name: 'Bench', thumbnail: null },
      { assetId: 'tree', name: 'Oak tree', thumbnail: '/t.png' },
    ]);
    expect(sceneryFor(ASSETS, false)).toEqual([
      { assetId: 'old', name: 'Bench', thumbnail: null },
      { assetId: 'tree', name: 'Oak tree', thumbnail: '/t.png' },
    ]);
  });
});
