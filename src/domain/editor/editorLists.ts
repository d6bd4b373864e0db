/*
 * What the room editor's Add lists offer whom (reference: 'Site admins (user roles admin) see
 * admin-only interactive objects, scenery marked '(Hidden)''). Site admins are staff here.
 * Only the editor's lazy chunk imports this module: it is off the walk path.
 *   - Every room editor is offered the eight interactive types (the rooms issue gave organisers
 *     portals, screens, banners and NPC guides to build talks with).
 *   - The site-admin-only objects are unlisted scenery assets (listInMenu false): offered to
 *     staff only, named '{name} (Hidden)'; other editors' list never holds them, and
 *     firestore.rules (isAdminOnlyObject) refuses their placing one.
 */

export const HIDDEN_MARK = '(Hidden)';

/**
 * The Scenery list as an editor sees it, by name: listed assets for everyone, unlisted ones
 * (listInMenu false) for staff only, marked '(Hidden)'. A missing listInMenu means listed.
 */
export function sceneryFor<
  T extends { id: string; name: string; listInMenu?: boolean; thumbnail?: string | null },
>(
  assets: readonly T[],
  staff: boolean,
): { assetId: string; name: string; thumbnail: string | null }[] {
  return assets
    .filter((asset) => staff || asset.listInMenu !== false)
    .map((asset) => ({
      assetId: asset.id,
      name: asset.listInMenu === false ? `${asset.name} ${HIDDEN_MARK}` : asset.name,
      thumbnail: asset.thumbnail ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
