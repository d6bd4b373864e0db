import { useEffect, useState } from 'react';
import { Canvas, useThree } from '@react-three/fiber';
import { Box3, Color, Group, Mesh, Vector3, type Material, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { SceneryAssetDoc } from '../../../domain/assets';
import { FormError } from '../../../ui/FormError';

/** The thumbnail's size (reference: 200 x 200 px). */
export const THUMBNAIL_PX = 200;
/** Three-quarter view from the front right, a little above. */
const VIEW = new Vector3(1, 0.75, 1.4).normalize();
const FOV = 35;

/** Renders the preview now and returns it as a 200 x 200 PNG data URL. */
export type TakeSnapshot = () => string;

type Coloured = Material & { color?: Color; userData: { ownColour?: Color } };

/** The asset's colours over the model's own, and its offsets on the holder. */
function applyAsset(holder: Group, asset: SceneryAssetDoc) {
  holder.position.fromArray(asset.position);
  holder.rotation.set(...asset.rotation);
  holder.scale.fromArray(asset.scale);
  holder.traverse((node: Object3D) => {
    if (!(node instanceof Mesh)) return;
    const materials: Coloured[] = Array.isArray(node.material) ? node.material : [node.material];
    for (const material of materials) {
      if (!material.color) continue;
      material.userData.ownColour ??= material.color.clone();
      const colour = asset.materials[material.name];
      if (colour) material.color.set(colour);
      else material.color.copy(material.userData.ownColour);
    }
  });
  holder.updateMatrixWorld(true);
}

/** Puts the camera where the whole model fits, and lends the snapshot to the page. */
function Stage({ holder, onReady }: { holder: Group; onReady: (take: TakeSnapshot) => void }) {
  const { camera, gl, scene, invalidate } = useThree();
  useEffect(() => {
    const box = new Box3().setFromObject(holder);
    const centre = box.getCenter(new Vector3());
    const radius = Math.max(box.getSize(new Vector3()).length() / 2, 0.1);
    const distance = radius / Math.sin(((FOV / 2) * Math.PI) / 180);
    camera.position.copy(VIEW).multiplyScalar(distance).add(centre);
    camera.near = distance / 100;
    camera.far = distance * 10;
    camera.lookAt(centre);
    camera.updateProjectionMatrix();
    invalidate();
    onReady(() => {
      gl.render(scene, camera);
      const source = gl.domElement;
      const side = Math.min(source.width, source.height);
      const out = document.createElement('canvas');
      out.width = THUMBNAIL_PX;
      out.height = THUMBNAIL_PX;
      out
        .getContext('2d')!
        .drawImage(
          source,
          (source.width - side) / 2,
          (source.height - side) / 2,
          side,
          side,
          0,
          0,
          THUMBNAIL_PX,
          THUMBNAIL_PX,
        );
      return out.toDataURL('image/png');
    });
  });
  return <primitive object={holder} />;
}

/**
 * The 3D preview of an asset (its own lazy chunk): the model drawn with three's GLTFLoader
 * from its bytes, with the asset's offsets and colours, on a transparent background.
 * `onReady` receives the snapshot once the model is on screen.
 */
export default function AssetPreview({
  bytes,
  asset,
  onReady,
}: {
  bytes: ArrayBuffer;
  asset: SceneryAssetDoc;
  onReady: (take: TakeSnapshot) => void;
}) {
  const [holder, setHolder] = useState<Group | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setHolder(null);
    setFailed(false);
    // A copy: parsing may transfer or keep the buffer, and the form reads it too.
    new GLTFLoader().parseAsync(bytes.slice(0), '').then(
      (gltf) => {
        if (!live) return;
        const group = new Group();
        group.add(gltf.scene);
        setHolder(group);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [bytes]);

  if (holder) applyAsset(holder, asset);
  if (failed) return <FormError message="This model could not be drawn." />;
  return (
    <div className="asset-preview" role="img" aria-label={`Preview of ${asset.name}`}>
      {holder ? (
        <Canvas
          frameloop="demand"
          dpr={1}
          camera={{ fov: FOV }}
          gl={{ preserveDrawingBuffer: true, alpha: true }}
        >
          <hemisphereLight args={[0xffffff, 0x8a8a8a, 1.4]} />
          <directionalLight position={[3, 5, 4]} intensity={1.6} />
          <Stage holder={holder} onReady={onReady} />
        </Canvas>
      ) : (
        <p role="status">Drawing the model...</p>
      )}
    </div>
  );
}
