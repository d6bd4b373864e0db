import type { ReactNode } from 'react';
import { Group, InstancedMesh, MeshLambertMaterial } from 'three';
import { useMountedResource } from '../../ui/useMountedResource';
import { PART_SHAPES } from './avatarPart';
import { createPartGeometries } from './partGeometries';
import { speciesModel } from './speciesModels';

/** One still animal: its parts at rest, one InstancedMesh per shape it uses (at most 5). */
function createFigure(animal: string) {
  const model = speciesModel(animal);
  const geometries = createPartGeometries();
  const material = new MeshLambertMaterial();
  const group = new Group();
  group.name = 'AnimalFigure';
  const meshes = PART_SHAPES.map((shape, s) => {
    const count = model.shapeCounts[s] ?? 0;
    if (count === 0) return null;
    const mesh = new InstancedMesh(geometries[shape], material, count);
    group.add(mesh);
    return mesh;
  });
  const slots = PART_SHAPES.map(() => 0);
  model.rest.forEach((rest, part) => {
    const shape = model.shapeOf[part] ?? 0;
    const mesh = meshes[shape];
    const color = model.colors[part];
    if (!mesh || !color) return;
    const slot = slots[shape] ?? 0;
    slots[shape] = slot + 1;
    mesh.setMatrixAt(slot, rest);
    mesh.setColorAt(slot, color);
  });
  // Still parts: bounds computed once, so the figure is culled off screen like any mesh.
  for (const mesh of meshes) mesh?.computeBoundingSphere();
  return { group, geometries, material, meshes, height: model.bounds.max.y };
}

function disposeFigure(figure: ReturnType<typeof createFigure>) {
  for (const mesh of figure.meshes) mesh?.dispose();
  for (const geometry of Object.values(figure.geometries)) geometry.dispose();
  figure.material.dispose();
  figure.group.clear();
}

/**
 * An animal standing still (an NPC guide), built from the same parts as the avatars but
 * without the crowd's per-frame writer: at most 5 draw calls. `above` floats over its head
 * (a name, a speech bubble), placed by the animal's own height. Use inside an r3f <Canvas>.
 */
export function AnimalFigure({ animal, above }: { animal: string; above?: ReactNode }) {
  // Made and disposed by one effect (StrictMode remounts get a fresh figure).
  const figure = useMountedResource(() => createFigure(animal), disposeFigure, [animal]);
  if (!figure) return null;
  return (
    <>
      <primitive object={figure.group} />
      <group position-y={figure.height}>{above}</group>
    </>
  );
}
