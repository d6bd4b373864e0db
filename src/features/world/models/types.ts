import type { ModelAsset, PlacedModel } from '../../../domain/modelScenery';

/** The room's glTF scenery: its instances and the model assets they use. */
export interface RoomModels {
  placed: PlacedModel[];
  assets: Map<string, ModelAsset>;
}

export interface ModelSceneryProps {
  models: RoomModels;
  /** The event's config.instancingEnabled. */
  instancingEnabled: boolean;
  /** A model could not be downloaded or read: the world says so. */
  onError: (message: string) => void;
}
