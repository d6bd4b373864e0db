// Types for walk-path-size.mjs (plain JavaScript: `npm test` runs it right after the build).

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface SizedFile {
  file: string;
  bytes: number;
}

export declare const BUDGET_KB: { firstScreen: number; walk: number };
export declare const WALK_ENTRIES: string[];
export declare const AFTER_WALK_ENTRIES: string[];
export declare function staticClosure(manifest: Manifest, roots: string[]): Set<string>;
export declare function measureWalkPath(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  budget?: { firstScreen: number; walk: number },
): {
  firstScreen: SizedFile[];
  walk: SizedFile[];
  /** What loads once the world is drawn, without the files the walk path has already. */
  afterWalk: SizedFile[];
  /** AFTER_WALK_ENTRIES found on the walk path. */
  pulledOn: string[];
  totals: { firstScreen: number; walk: number; afterWalk: number };
  over: Array<'firstScreen' | 'walk'>;
  budget: { firstScreen: number; walk: number };
};
