import { describe, expect, it } from 'vitest';
import { HIDDEN_MARK, sceneryFor } from './editorLists';

const ASSETS = [
  { id: 'tree', name: 'Oak tree', listInMenu: true },
  { id: 'secret', name: 'Backstage crate', listInMenu: false },
  { id: 'old', name: 'Bench' },
];

describe('the Add lists by who edits', () => {
  it("shows unlisted scenery to staff marked '(Hidden)' and to nobody else", () => {
    expect(sceneryFor(ASSETS, true)).toEqual([
      { assetId: 'secret', name: `Backstage crate ${HIDDEN_MARK}` },
      { assetId: 'old', name: 'Bench' },
      { assetId: 'tree', name: 'Oak tree' },
    ]);
    expect(sceneryFor(ASSETS, false)).toEqual([
      { assetId: 'old', name: 'Bench' },
      { assetId: 'tree', name: 'Oak tree' },
    ]);
  });
});
