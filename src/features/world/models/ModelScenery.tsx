import { Component, Suspense, use, useMemo, type ReactNode } from 'react';
import { InstancedMesh, type Matrix4 } from 'three';
import { modelDownloadUrl } from '../../../data/storage';
import {
  groupModelInstances,
  readModelAsset,
  type ModelAsset,
  type ModelAssetDoc,
  type ModelGroup,
} from '../../../domain/models/modelScenery';
import { useMountedResource } from '../../../ui/useMountedResource';
import type { ModelSceneryProps } from './types';
import { disposeParts, instanceMatrices, modelParts, type ModelPart } from './modelParts';
import { loadModel, sharedPromise } from './modelLoader';

/** One download URL request per model file for the page's life (the URL carries its token). */
const urls = new Map<string, Promise<string>>();
const urlOf = (modelPath: string) =>
  sharedPromise(urls, modelPath, () => modelDownloadUrl(modelPath));

/**
 * Each stored document read once: the world keeps a document's object while it is unchanged,
 * so a moved instance regroups without rebuilding its asset's parts.
 */
const read = new WeakMap<ModelAssetDoc, ModelAsset | null>();
function assetsOf(docs: ReadonlyMap<string, ModelAssetDoc>): Map<string, ModelAsset> {
  const assets = new Map<string, ModelAsset>();
  for (const [id, doc] of docs) {
    if (!read.has(doc)) read.set(doc, readModelAsset(doc));
    const asset = read.get(doc);
    if (asset) assets.set(id, asset);
  }
  return assets;
}

/**
 * One instanced mesh of a part: every placement of the asset in one draw call. Its
 * userData.instanceIds name the placement of each instance, in order, and a group of one
 * placement has userData.instanceId: the room editor finds a placed model by them (its hover
 * fade and gizmo, features/editor/scene/modelObjects.ts).
 */
function InstancedPart({
  part,
  matrices,
  ids,
  name,
}: {
  part: ModelPart;
  matrices: Matrix4[];
  ids: readonly string[];
  name: string;
}) {
  const mesh = useMountedResource(
    () => {
      const made = new InstancedMesh(part.geometry, part.material, matrices.length);
      matrices.forEach((matrix, i) => made.setMatrixAt(i, matrix));
      made.instanceMatrix.needsUpdate = true;
      made.computeBoundingSphere();
      made.name = name;
      made.userData.instanceIds = ids;
      return made;
    },
    (made) => made.dispose(),
    [part, matrices, ids, name],
  );
  return mesh ? <primitive object={mesh} /> : null;
}

/** Every placement of one asset, instanced or one object each, from its downloaded model. */
function AssetGroup({ group }: { group: ModelGroup }) {
  const { asset, instanced, placements } = group;
  const url = use(urlOf(asset.modelPath));
  const { scene } = use(loadModel(url));
  const parts = useMountedResource(() => modelParts(scene, asset, instanced), disposeParts, [
    scene,
    asset,
    instanced,
  ]);
  const matrices = useMemo(
    () => instanceMatrices(placements, asset, instanced),
    [placements, asset, instanced],
  );
  const ids = useMemo(() => placements.map((placement) => placement.id), [placements]);
  if (!parts) return null;
  const name = `model:${group.assetId}`;
  if (instanced) {
    // Parts are named by material; two materials may share a name, so the index keys them too.
    return parts.map((part, i) => (
      <InstancedPart
        key={`${i}:${part.name}`}
        part={part}
        matrices={matrices}
        ids={ids}
        name={name}
      />
    ));
  }
  return placements.map((placement, i) => (
    <group
      key={placement.id}
      name={name}
      userData={{ instanceId: placement.id }}
      matrix={matrices[i]}
      matrixAutoUpdate={false}
    >
      {parts.map((part, j) => (
        <mesh key={`${j}:${part.name}`} geometry={part.geometry} material={part.material} />
      ))}
    </group>
  ));
}

/**
 * A model that cannot be fetched or read is told to the world (which shows an alert, as for
 * the room's scenery) and leaves the rest of the room drawn. Not sent to the error reporter:
 * importing it here would split it out of the chunk it shares on the walk path.
 */
class ModelBoundary extends Component<
  { children: ReactNode; onError: (message: string) => void },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error('A scenery model could not be loaded', error);
    this.props.onError(error.message);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The room's glTF scenery (the lazy chunk LazyModelScenery loads). */
export default function ModelScenery({ models, instancingEnabled, onError }: ModelSceneryProps) {
  const groups = useMemo(
    () => groupModelInstances(models.placed, assetsOf(models.assets), instancingEnabled),
    [models, instancingEnabled],
  );
  return groups.map((group) => (
    <ModelBoundary key={group.assetId} onError={onError}>
      <Suspense fallback={null}>
        <AssetGroup group={group} />
      </Suspense>
    </ModelBoundary>
  ));
}
