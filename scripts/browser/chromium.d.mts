// Types for chromium.mjs, which stays plain JavaScript so the benchmarks run on bare Node.

/** Flags for every candidate browser (SwiftShader WebGL, fake media, loopback WebRTC). */
export declare const CHROMIUM_ARGS: readonly string[];

export interface ResolvedChromium {
  executablePath: string;
  args: string[];
}

/** The Chromium to launch (override, Playwright's, system, packaged) and its flags. */
export declare function resolveChromium(): Promise<ResolvedChromium>;

export interface ChromiumCandidates {
  override: string | undefined;
  playwright: () => Promise<string | null>;
  system: string[];
  packaged: () => Promise<string | null>;
  isUsable?: (path: string) => boolean;
  warn?: (message: string) => void;
}

/** The first usable candidate in the documented order; throws when there is none. */
export declare function pickChromium(
  candidates: ChromiumCandidates,
): Promise<{ path: string; source: string }>;
