import type { ModelDescription } from './make-models.mjs';

type Geometry = { positions: number[]; normals: number[]; indices: number[] };
export function box(size: [number, number, number]): Geometry;
export function cylinder(radius: number, height: number, segments?: number): Geometry;
export function buildGlb(model: ModelDescription): Uint8Array;
