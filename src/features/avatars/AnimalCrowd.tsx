import { useFrame } from '@react-three/fiber';
import { useMountedResource } from '../../ui/useMountedResource';
import type { AvatarPose } from './avatarPose';
import { CrowdInstances } from './crowdInstances';
import { CrowdWriter } from './crowdWriter';
import { createCrowdMaterial } from './instanceOpacity';
import { SpeakingRings } from './speakingRings';

export interface AnimalCrowdProps {
  /** Called once per frame; poses are read, never kept. */
  getPoses: () => readonly AvatarPose[];
}

function createCrowd() {
  const material = createCrowdMaterial();
  const instances = new CrowdInstances(material);
  const rings = new SpeakingRings();
  instances.group.add(rings.mesh);
  return { material, instances, rings, writer: new CrowdWriter(instances) };
}

function disposeCrowd(crowd: ReturnType<typeof createCrowd>) {
  crowd.instances.dispose();
  crowd.material.dispose();
  crowd.rings.dispose();
}

/**
 * Draws every avatar in the room with a fixed handful of instanced draw calls, plus one for
 * the speaking rings while anyone speaks. Use inside an
 * r3f <Canvas>; all per-frame work happens in useFrame, never through React state.
 */
export function AnimalCrowd({ getPoses }: AnimalCrowdProps) {
  // Made and disposed by one effect: a StrictMode or real remount gets a fresh crowd, never
  // one whose meshes a cleanup already removed.
  const crowd = useMountedResource(createCrowd, disposeCrowd, []);

  useFrame(({ clock }) => {
    if (!crowd) return;
    const poses = getPoses();
    crowd.writer.write(poses, clock.elapsedTime);
    const previous = crowd.rings.mesh;
    if (crowd.rings.write(poses)) {
      crowd.instances.group.remove(previous);
      crowd.instances.group.add(crowd.rings.mesh);
    }
  });

  return crowd && <primitive object={crowd.instances.group} />;
}
