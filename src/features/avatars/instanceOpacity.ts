import { MeshLambertMaterial } from 'three';

/** Per-instance attribute read by the crowd material: 1 opaque, 0 invisible. */
export const INSTANCE_OPACITY = 'instanceOpacity';

/**
 * A Lambert material whose opacity comes from a per-instance attribute. It uses alpha hashing
 * (dithered transparency), so faded avatars need no depth sorting inside an InstancedMesh.
 */
export function createCrowdMaterial(): MeshLambertMaterial {
  const material = new MeshLambertMaterial({ color: 0xffffff, alphaHash: true });
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>\nattribute float ${INSTANCE_OPACITY};\nvarying float vInstanceOpacity;`,
      )
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>\nvInstanceOpacity = ${INSTANCE_OPACITY};`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nvarying float vInstanceOpacity;')
      .replace(
        '#include <color_fragment>',
        '#include <color_fragment>\ndiffuseColor.a *= vInstanceOpacity;',
      );
  };
  // Distinguishes the patched program from plain Lambert materials in three's program cache.
  material.customProgramCacheKey = () => 'menagerie-crowd-opacity';
  return material;
}
