import type { InteractiveType } from './roomObjects';

/*
 * What the room editor's Add lists offer whom (reference: 'Site admins (user roles admin) see
 * admin-only interactive objects, scenery marked '(Hidden)''). Site admins are staff here.
 * Only the editor's lazy chunk imports this module: it is off the walk path.
 *   - Admin-only interactive types: the NPC guide (the reference's 'character bot'; bots are
 *     staff's). Other editors are not offered it, and firestore.rules refuses their placing
 *     one (ADMIN_ONLY_INTERACTIVE is repeated there). Guides already placed stay in the room
 *     for everyone, and its editors may move or remove them.
 *   - Unlisted scenery (assets with listInMenu false): offered to staff only, named
 *     '{name} (Hidden)'; other editors' list never holds them.
 */
export const ADMIN_ONLY_INTERACTIVE: readonly InteractiveType[] = ['npc'];

export const HIDDEN_MARK = '(Hidden)';

export function isAdminOnlyType(assetType: string, assetId: string): boolean {
  return (
    assetType === 'interactive' && (ADMIN_ONLY_INTERACTIVE as readonly string[]).includes(assetId)
  );
}

/** The interactive catalogue as an editor sees it: without the admin-only types unless staff. */
export function interactiveFor<T extends { type: InteractiveType }>(
  catalogue: readonly T[],
  staff: boolean,
): T[] {
  return catalogue.filter((entry) => staff || !isAdminOnlyType('interactive', entry.type));
}

/**
 * The Scenery list as an editor sees it, by name: listed assets for everyone, unlisted ones
 * (listInMenu false) for staff only, marked '(Hidden)'. A missing listInMenu means listed.
 */
export function sceneryFor<T extends { id: string; name: string; listInMenu?: boolean }>(
  assets: readonly T[],
  staff: boolean,
): { assetId: string; name: string }[] {
  return assets
    .filter((asset) => staff || asset.listInMenu !== false)
    .map((asset) => ({
      assetId: asset.id,
      name: asset.listInMenu === false ? `${asset.name} ${HIDDEN_MARK}` : asset.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
