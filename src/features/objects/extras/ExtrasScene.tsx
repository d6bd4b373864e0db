import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { EntranceMarkers } from '../entrance/EntranceMarkers';
import { BannerModels } from '../imageBanner/BannerModels';
import { NpcModels } from '../npc/NpcModels';
import { PortalModels } from '../portal/PortalModels';
import { LazyVideoModels } from '../video/LazyVideo';

/** The extra objects' models, each type drawing its own (inside the r3f Canvas). */
export function ExtrasScene({ objects }: { objects: readonly ExtraObject[] }) {
  return (
    <>
      <PortalModels objects={objects} />
      <EntranceMarkers objects={objects} />
      <BannerModels objects={objects} />
      <NpcModels objects={objects} />
      <LazyVideoModels objects={objects} />
    </>
  );
}
