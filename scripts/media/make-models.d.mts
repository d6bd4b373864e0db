type Part = {
  name: string;
  geometry: { positions: number[]; normals: number[]; indices: number[] };
  material: string;
  translation?: [number, number, number];
};
export type ModelDescription = {
  name: string;
  materials: Record<string, [number, number, number, number]>;
  parts: Part[];
};
export const MODELS_DIR: string;
export const LAMP_POST: ModelDescription;
export const MARKET_STALL: ModelDescription;
export const PARK_BENCH: ModelDescription;
export const MODELS: Record<string, ModelDescription>;
export function makeModels(dir?: string): Promise<{ file: string; bytes: number }[]>;
