import type { ExtrasProps } from './types';
import { PortalOverlay } from '../portal/PortalOverlay';
import { VideoScreensOverlay } from '../video/VideoScreens';

/** The extra objects' overlays: what the player can do at the ones near them. */
export function ExtrasOverlay({ objects, getPlayer }: ExtrasProps) {
  return (
    <>
      <PortalOverlay objects={objects} getPlayer={getPlayer} />
      <VideoScreensOverlay objects={objects} getPlayer={getPlayer} />
    </>
  );
}
