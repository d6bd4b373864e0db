import { useEffect, useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import type { AvatarPose } from './avatarPose';
import { CrowdInstances } from './crowdInstances';
import { CrowdWriter } from './crowdWriter';
import { createCrowdMaterial } from './instanceOpacity';

export interface AnimalCrowdProps {
  /** Called once per frame; poses are read, never kept. */
  getPoses: () => readonly AvatarPose[];
}

/**
 * Draws every avatar in the room with a fixed handful of instanced draw calls. Use inside an
 * r3f <Canvas>; all per-frame work happens in useFrame, never through React state.
 */
export function AnimalCrowd({ getPoses }: AnimalCrowdProps) {
  const crowd = useMemo(() => {
    const material = createCrowdMaterial();
    const instances = new CrowdInstances(material);
    return { material, instances, writer: new CrowdWriter(instances) };
  }, []);

  useEffect(
    () => () => {
      crowd.instances.dispose();
      crowd.material.dispose();
    },
    [crowd],
  );

  useFrame(({ clock }) => {
    crowd.writer.write(getPoses(), clock.elapsedTime);
  });

  return <primitive object={crowd.instances.group} />;
}
