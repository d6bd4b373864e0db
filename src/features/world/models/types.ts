import type { ModelAssetDoc, PlacedModel } from '../../../domain/models/modelScenery';

/** The room's glTF scenery: its instances and the asset documents they use, as stored. */
export interface RoomModels {
  placed: PlacedModel[];
  assets: Map<string, ModelAssetDoc>;
}

export interface ModelSceneryProps {
  models: RoomModels;
  /** The event's config.instancingEnabled. */
  instancingEnabled: boolean;
  /** A model could not be downloaded or read: the world says so. */
  onError: (message: string) => void;
}
