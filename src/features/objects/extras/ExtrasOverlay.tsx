import type { ExtrasProps } from './types';
import { BannerOverlay } from '../imageBanner/BannerOverlay';
import { NpcOverlay } from '../npc/NpcOverlay';
import { PortalOverlay } from '../portal/PortalOverlay';
import { LazyVideoScreens } from '../video/LazyVideo';

/** The extra objects' overlays: what the player can do at the ones near them. */
export function ExtrasOverlay({ objects, getPlayer }: ExtrasProps) {
  return (
    <>
      <PortalOverlay objects={objects} getPlayer={getPlayer} />
      <BannerOverlay objects={objects} getPlayer={getPlayer} />
      <NpcOverlay objects={objects} getPlayer={getPlayer} />
      <LazyVideoScreens objects={objects} getPlayer={getPlayer} />
    </>
  );
}
