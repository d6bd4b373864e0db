import type { ComponentType } from 'react';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { EntranceMarkers } from '../entrance/EntranceMarkers';
import { BannerModels } from '../imageBanner/BannerModels';
import { BannerOverlay } from '../imageBanner/BannerOverlay';
import { NpcModels } from '../npc/NpcModels';
import { NpcOverlay } from '../npc/NpcOverlay';
import { PortalModels } from '../portal/PortalModels';
import { PortalOverlay } from '../portal/PortalOverlay';
import { LazyVideoModels, LazyVideoScreens } from '../video/LazyVideo';
import type { ExtrasProps } from './kit/types';

/**
 * One extra object type: what it draws in the world (inside the r3f Canvas) and what it offers
 * the player near it (DOM). Each gets every extra object of the room and picks its own type.
 */
export interface ExtraObjectType {
  name: string;
  Models: ComponentType<{ objects: readonly ExtraObject[] }>;
  Overlay?: ComponentType<ExtrasProps>;
}

/**
 * The extra object types, in drawing order: a new type is a folder beside these (its models and
 * overlay, built from kit/) and one entry here.
 */
export const EXTRA_OBJECT_TYPES: readonly ExtraObjectType[] = [
  { name: 'portal', Models: PortalModels, Overlay: PortalOverlay },
  // Entrances are markers only: nothing to do at one.
  { name: 'entrance', Models: EntranceMarkers },
  { name: 'imageBanner', Models: BannerModels, Overlay: BannerOverlay },
  { name: 'npc', Models: NpcModels, Overlay: NpcOverlay },
  // Video screens load their player's code when a room has one (LazyVideo.tsx).
  { name: 'video', Models: LazyVideoModels, Overlay: LazyVideoScreens },
];
