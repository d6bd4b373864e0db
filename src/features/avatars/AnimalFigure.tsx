import type { ReactNode } from 'react';
import { useFrame } from '@react-three/fiber';
import { useMountedResource } from '../../ui/useMountedResource';
import type { AvatarPose } from './avatarPose';
import { CrowdInstances } from './crowdInstances';
import { CrowdWriter } from './crowdWriter';
import { createCrowdMaterial } from './instanceOpacity';
import { speciesModel } from './speciesModels';

/**
 * A crowd of one, standing still. The crowd's own pieces on purpose: the world has loaded
 * them already, so the figure's chunk is a few hundred bytes, and a smaller set of avatar
 * modules would only split the world's avatar chunk in two (measured: more bytes and one more
 * request on the walk path).
 */
function createFigure(id: string, animal: string) {
  const material = createCrowdMaterial();
  const instances = new CrowdInstances(material);
  const writer = new CrowdWriter(instances);
  const pose: AvatarPose = { id, animal, x: 0, z: 0, angle: 0, moving: false };
  writer.write([pose], 0);
  return { material, instances, writer, pose, height: speciesModel(animal).bounds.max.y };
}

function disposeFigure(figure: ReturnType<typeof createFigure>) {
  figure.instances.dispose();
  figure.material.dispose();
}

/**
 * An animal standing at its spot (an NPC guide), idling like the avatars (a breath, a wag)
 * whenever the world draws a frame. `above` floats over its head (a name, a speech bubble),
 * placed by the animal's own height. Use inside an r3f <Canvas>.
 */
export function AnimalFigure({
  id,
  animal,
  above,
}: {
  /** Sets the idle's phase, so two guides do not breathe in step. */
  id: string;
  animal: string;
  above?: ReactNode;
}) {
  // Made and disposed by one effect (StrictMode remounts get a fresh figure).
  const figure = useMountedResource(() => createFigure(id, animal), disposeFigure, [id, animal]);
  useFrame(({ clock }) => figure?.writer.write([figure.pose], clock.elapsedTime));
  if (!figure) return null;
  return (
    <>
      <primitive object={figure.instances.group} />
      <group position-y={figure.height}>{above}</group>
    </>
  );
}
