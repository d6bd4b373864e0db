/**
 * The catalogue of animal avatars: 47 species rendered procedurally from their AnimalLook.
 * Pure TypeScript so the server, the UI and tests share one source of truth.
 */
import { FARM_AND_PET_ANIMALS } from './animalsCatalogFarmAndPets';
import { UPRIGHT_AND_WATER_ANIMALS } from './animalsCatalogUprightAndWater';
import { WILD_ANIMALS } from './animalsCatalogWild';
import type { AnimalSpec } from './animalsLook';

export type { AnimalLook, AnimalSpec, IdleMotion, Marking } from './animalsLook';

export const DEFAULT_ANIMAL_KEY = 'arcticFox';

export const ANIMALS: readonly AnimalSpec[] = [
  ...WILD_ANIMALS,
  ...FARM_AND_PET_ANIMALS,
  ...UPRIGHT_AND_WATER_ANIMALS,
];

export const ANIMAL_KEYS: readonly string[] = ANIMALS.map((spec) => spec.key);

const ANIMALS_BY_KEY: ReadonlyMap<string, AnimalSpec> = new Map(
  ANIMALS.map((spec) => [spec.key, spec]),
);

export function isAnimalKey(key: string): boolean {
  return ANIMALS_BY_KEY.has(key);
}

/** The species for a stored avatar key; unknown or missing keys fall back to the default. */
export function getAnimal(key: string | null | undefined): AnimalSpec {
  const spec =
    (key ? ANIMALS_BY_KEY.get(key) : undefined) ?? ANIMALS_BY_KEY.get(DEFAULT_ANIMAL_KEY);
  if (!spec) throw new Error(`Default animal '${DEFAULT_ANIMAL_KEY}' is missing from ANIMALS`);
  return spec;
}
