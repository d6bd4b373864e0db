import {
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { AvatarPose } from './avatarPose';
import { CrowdInstances } from './crowdInstances';
import { CrowdWriter } from './crowdWriter';
import { createCrowdMaterial } from './instanceOpacity';
import { speciesModel } from './speciesModels';

const SIZE_PX = 192;
const FOV_DEGREES = 30;
/** Three-quarter front view: the animal faces +z, the camera sits front-right and above. */
const VIEW_DIRECTION = new Vector3(0.65, 0.45, 1).normalize();

/**
 * A single offscreen renderer that photographs one animal at a time with the same instanced
 * pipeline as the crowd. Create it when previews are wanted and dispose it when done: browsers
 * allow only a few live WebGL contexts.
 */
export class PreviewStudio {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FOV_DEGREES, 1, 0.05, 20);
  private readonly material = createCrowdMaterial();
  private readonly instances = new CrowdInstances(this.material);
  private readonly writer = new CrowdWriter(this.instances);
  private readonly pose: AvatarPose = {
    id: 'preview',
    animal: '',
    x: 0,
    z: 0,
    angle: 0,
    moving: false,
  };
  private readonly center = new Vector3();
  private readonly size = new Vector3();

  /** `sizePx`: the square photo's side (the picker's previews are 192 px). */
  constructor(sizePx = SIZE_PX) {
    this.renderer = new WebGLRenderer({
      antialias: true,
      alpha: true,
      preserveDrawingBuffer: true,
    });
    this.renderer.setPixelRatio(1);
    this.renderer.setSize(sizePx, sizePx, false);
    this.renderer.setClearColor(0x000000, 0);
    const sun = new DirectionalLight(0xffffff, 1.6);
    sun.position.set(2, 4, 3);
    this.scene.add(new HemisphereLight(0xffffff, 0x8a8a8a, 1.3), sun, this.instances.group);
  }

  /** Renders the animal and returns it as a data URL (transparent background). */
  photograph(animalKey: string): string {
    this.pose.animal = animalKey;
    this.writer.write([this.pose], 0);
    const { bounds } = speciesModel(animalKey);
    bounds.getCenter(this.center);
    const radius = bounds.getSize(this.size).length() / 2;
    // A bounding-sphere fit leaves a wide margin around a box-shaped animal; tighten it.
    const distance = (radius / Math.sin(((FOV_DEGREES / 2) * Math.PI) / 180)) * 0.8;
    this.camera.position.copy(VIEW_DIRECTION).multiplyScalar(distance).add(this.center);
    this.camera.lookAt(this.center);
    this.renderer.render(this.scene, this.camera);
    return this.renderer.domElement.toDataURL('image/png');
  }

  dispose(): void {
    this.instances.dispose();
    this.material.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }
}
