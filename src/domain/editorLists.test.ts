import { describe, expect, it } from 'vitest';
import { INTERACTIVE_CATALOGUE } from './editor';
import { HIDDEN_MARK, interactiveFor, isAdminOnlyType, sceneryFor } from './editorLists';

const ASSETS = [
  { id: 'tree', name: 'Oak tree', listInMenu: true },
  { id: 'secret', name: 'Backstage crate', listInMenu: false },
  { id: 'old', name: 'Bench' },
];

describe('the Add lists by who edits', () => {
  it('offers the NPC guide to staff only', () => {
    const types = (staff: boolean) =>
      interactiveFor(INTERACTIVE_CATALOGUE, staff).map((c) => c.type);
    expect(types(true)).toContain('npc');
    expect(types(false)).not.toContain('npc');
    expect(types(false)).toHaveLength(INTERACTIVE_CATALOGUE.length - 1);
    expect(isAdminOnlyType('interactive', 'npc')).toBe(true);
    expect(isAdminOnlyType('scenery', 'npc')).toBe(false);
    expect(isAdminOnlyType('interactive', 'signPost')).toBe(false);
  });

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
