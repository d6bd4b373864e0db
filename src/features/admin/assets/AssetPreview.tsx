import { useEffect, useRef, useState } from 'react';
import {
  Box3,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { SceneryAssetDoc } from '../../../domain/models/assets';
import { FormError } from '../../../ui/FormError';
import { useT } from '../../languages';

/** The thumbnail's size (reference: 200 x 200 px). */
const THUMBNAIL_PX = 200;
/** The preview's square, CSS and drawing-buffer pixels alike. */
const PREVIEW_PX = 320;
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

/**
 * A small studio of its own (plain three, no react-three-fiber: a second user of r3f would
 * split the world's chunk on the walk path): the model under a sky light and a sun, the camera
 * fitted to its bounding box, frames drawn only when something changed.
 */
class PreviewStage {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FOV, 1, 0.01, 100);

  constructor(
    canvas: HTMLCanvasElement,
    readonly holder: Group,
  ) {
    this.renderer = new WebGLRenderer({
      canvas,
      antialias: true,
      alpha: true,
      preserveDrawingBuffer: true,
    });
    this.renderer.setPixelRatio(1);
    this.renderer.setSize(
      canvas.clientWidth || PREVIEW_PX,
      canvas.clientHeight || PREVIEW_PX,
      false,
    );
    this.renderer.setClearColor(0x000000, 0);
    const sun = new DirectionalLight(0xffffff, 1.6);
    sun.position.set(3, 5, 4);
    this.scene.add(new HemisphereLight(0xffffff, 0x8a8a8a, 1.4), sun, holder);
  }

  /** Shows the asset as it is now. */
  draw(asset: SceneryAssetDoc) {
    applyAsset(this.holder, asset);
    const box = new Box3().setFromObject(this.holder);
    const centre = box.getCenter(new Vector3());
    const radius = Math.max(box.getSize(new Vector3()).length() / 2, 0.1);
    const distance = radius / Math.sin(((FOV / 2) * Math.PI) / 180);
    this.camera.position.copy(VIEW).multiplyScalar(distance).add(centre);
    this.camera.near = distance / 100;
    this.camera.far = distance * 10;
    this.camera.lookAt(centre);
    this.camera.updateProjectionMatrix();
    this.renderer.render(this.scene, this.camera);
  }

  /** The centre square of a fresh frame, as a 200 x 200 PNG data URL. */
  snapshot(asset: SceneryAssetDoc): string {
    this.draw(asset);
    const source = this.renderer.domElement;
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
  }

  dispose() {
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }
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
  onReady: (take: TakeSnapshot | null) => void;
}) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [stage, setStage] = useState<PreviewStage | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest asset for the snapshot, which runs later, from the button.
  const latest = useRef(asset);
  latest.current = asset;

  useEffect(() => {
    let live = true;
    let made: PreviewStage | null = null;
    setFailed(false);
    // A copy: the loader may keep the buffer, and the form reads it too.
    new GLTFLoader().parseAsync(bytes.slice(0), '').then(
      (gltf) => {
        if (!live || !canvas.current) return;
        const holder = new Group();
        holder.add(gltf.scene);
        try {
          made = new PreviewStage(canvas.current, holder);
        } catch {
          return setFailed(true);
        }
        setStage(made);
        onReady(() => made!.snapshot(latest.current));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      onReady(null);
      setStage(null);
      made?.dispose();
    };
    // onReady is the page's setter; a new model is what starts again.
  }, [bytes]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => stage?.draw(asset), [stage, asset]);

  if (failed) return <FormError message={t('assets.notDrawn')} />;
  return (
    <div className="asset-preview">
      <canvas
        ref={canvas}
        width={PREVIEW_PX}
        height={PREVIEW_PX}
        role="img"
        aria-label={t('assets.previewOf', { name: asset.name })}
      />
      {!stage && <p role="status">{t('assets.drawing')}</p>}
    </div>
  );
}
